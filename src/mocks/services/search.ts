import { SEARCH_LIMIT, type BookmarksResponse, type SearchPage, type SearchResponse } from '@/lib/api/schemas/search';
import { defineTable } from '../db';

const seed = () => import('../data/seed/search.json').then((m) => m.default);

export const pages = defineTable<SearchPage>(() => seed().then((data) => data.pages));

export async function searchData(): Promise<SearchResponse> {
  const [data, pageRows] = await Promise.all([seed(), pages.all()]);
  return {
    searchArr: [
      { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: [...pageRows] },
      { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: data.files },
      { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: data.contacts },
    ],
  };
}

export async function bookmarks(): Promise<BookmarksResponse> {
  const suggestions = await pages.all();
  return { suggestions: [...suggestions], bookmarks: suggestions.filter((page) => page.isBookmarked) };
}

/** Each call flips the page in or out of the bookmarks. */
export async function toggleBookmark(id: number): Promise<SearchPage | undefined> {
  const page = await pages.find(id);
  return page && pages.update(id, { isBookmarked: !page.isBookmarked });
}
