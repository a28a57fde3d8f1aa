import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { blogPaths } from '@/lib/api/paths/blog';
import type { BlogEdit, BlogSaveBody } from '@/lib/api/schemas/blog';
import { blogKey } from './posts';

/** A post as the editor loads it, with its body; `undefined`: the newest. */
export const postEditQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...blogKey, 'edit', id ?? 'newest'],
    queryFn: ({ signal }) => api.get<BlogEdit>(blogPaths.edit, { query: { id }, signal }),
  });
export const usePostEdit = (id: number | undefined) => useQuery(postEditQuery(id));

/** Saves a post; every list and post on screen reloads with the change. */
export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogSaveBody) => api.post<BlogEdit>(blogPaths.edit, body),
    onSuccess: () => client.invalidateQueries({ queryKey: blogKey }),
  });
}
