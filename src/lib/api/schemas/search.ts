import * as z from '../zod';
import { idField } from './common';

/** Navbar search and bookmarks (docs/demo-api.md). */
export const SEARCH_LIMIT = 4;

export const searchPage = z.object({
  id: z.number().check(z.int()),
  target: z.string(),
  isBookmarked: z.boolean(),
  title: z.string(),
  /** A lucide icon name. */
  icon: z.string(),
  link: z.string(),
});
export type SearchPage = z.infer<typeof searchPage>;
export const searchFile = z.object({ title: z.string(), by: z.string(), size: z.string(), file: z.string() });
export type SearchFile = z.infer<typeof searchFile>;
export const searchContact = z.object({ title: z.string(), email: z.string(), img: z.string(), date: z.string() });
export type SearchContact = z.infer<typeof searchContact>;

const group = <T extends z.ZodMiniType, N extends string>(title: N, entry: T) =>
  z.object({ groupTitle: z.literal(title), searchLimit: z.number().check(z.int()), data: z.array(entry) });

export const searchResponse = z.object({
  searchArr: z.tuple([group('Pages', searchPage), group('Files', searchFile), group('Contacts', searchContact)]),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const bookmarksResponse = z.object({ suggestions: z.array(searchPage), bookmarks: z.array(searchPage) });
export type BookmarksResponse = z.infer<typeof bookmarksResponse>;

export const updateBookmarkBody = z.object({ id: idField });
export const updateBookmarkResponse = z.object({ page: searchPage });
