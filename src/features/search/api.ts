import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { searchPaths } from '@/lib/api/paths/search';
import type { BookmarksResponse, SearchPage, SearchResponse } from '@/lib/api/schemas/search';

const keys = { search: ['main-search'] as const, bookmarks: ['bookmarks'] as const };

/** The navbar search's groups (SPEC 7): fetched when the search first opens, then kept. */
export const useSearchData = (enabled: boolean) =>
  useQuery({
    queryKey: keys.search,
    queryFn: () => api.get<SearchResponse>(searchPaths.search),
    enabled,
    staleTime: 5 * 60_000,
  });

export const useBookmarks = () =>
  useQuery({ queryKey: keys.bookmarks, queryFn: () => api.get<BookmarksResponse>(searchPaths.bookmarks) });

/** Toggles a page's bookmark (SPEC 4); the bookmarks and the search's pages follow. */
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
