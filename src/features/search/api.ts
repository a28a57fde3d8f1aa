import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { searchPaths } from '@/lib/api/paths/search';
import type { BookmarksResponse, SearchPage, SearchResponse } from '@/lib/api/schemas/search';

const keys = { search: ['main-search'] as const, bookmarks: ['bookmarks'] as const };

/** The navbar search's groups: pages, files, contacts (docs/demo-api.md, Search and bookmarks). */
export const fetchSearchData = (signal?: AbortSignal) => api.get<SearchResponse>(searchPaths.search, { signal });
/** Fetched when the search first opens, then kept. */
export const searchDataQuery = () =>
  queryOptions({ queryKey: keys.search, queryFn: ({ signal }) => fetchSearchData(signal), staleTime: 5 * 60_000 });
export const useSearchData = (enabled: boolean) => useQuery({ ...searchDataQuery(), enabled });

export const fetchBookmarks = (signal?: AbortSignal) => api.get<BookmarksResponse>(searchPaths.bookmarks, { signal });
export const bookmarksQuery = () =>
  queryOptions({ queryKey: keys.bookmarks, queryFn: ({ signal }) => fetchBookmarks(signal) });
export const useBookmarks = () => useQuery(bookmarksQuery());

/** Toggles a page's bookmark; the bookmarks and the search's pages follow. */
export function useToggleBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ page: SearchPage }>(searchPaths.updateBookmark, { id }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.bookmarks }),
        client.invalidateQueries({ queryKey: keys.search }),
      ]),
  });
}
