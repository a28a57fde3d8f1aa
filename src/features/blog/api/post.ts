import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { blogPaths } from '@/lib/api/paths/blog';
import type { BlogCommentBody, BlogCommentResponse, BlogDetail } from '@/lib/api/schemas/blog';
import { blogKey } from './posts';

/** One post with its comments; `undefined`: the newest. */
export const postQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...blogKey, 'post', id ?? 'newest'],
    queryFn: ({ signal }) => api.get<BlogDetail>(blogPaths.detail, { query: { id }, signal }),
  });
export const usePost = (id: number | undefined) => useQuery(postQuery(id));

/**
 * Adds a comment. The post on screen shows it and its new count as soon as the server has it; the
 * lists (their comment counts) reload.
 */
export function useAddComment(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogCommentBody) => api.post<BlogCommentResponse>(blogPaths.comment, body),
    onSuccess: ({ comment, comments }) => {
      client.setQueryData(postQuery(id).queryKey, (post) =>
        post ? { blog: { ...post.blog, comments }, comments: [...post.comments, comment] } : post,
      );
      // Not awaited: the form is done once the comment shows; the lists catch up on their own.
      void client.invalidateQueries({ queryKey: blogKey });
    },
  });
}
