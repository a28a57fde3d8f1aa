import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { blogPaths } from '@/lib/api/paths/blog';
import type { BlogListQuery, BlogListResponse, BlogSidebar } from '@/lib/api/schemas/blog';

/**
 * The blog's calls (docs/demo-api.md, Blog). Every query starts with `blogKey`: a saved post or a
 * new comment reloads every list and post on screen.
 */
export const blogKey = ['blog'] as const;

/** A page of posts: the server searches, filters and pages (a blog grows past what one answer holds). */
export const postsQuery = (query: BlogListQuery) =>
  queryOptions({
    queryKey: [...blogKey, 'posts', query],
    queryFn: ({ signal }) => api.get<BlogListResponse>(blogPaths.list, { query, signal }),
  });

/** The page shown stays while the next one loads, so the list does not jump back to its skeleton. */
export const usePosts = (query: BlogListQuery) => useQuery({ ...postsQuery(query), placeholderData: keepPreviousData });

export const sidebarQuery = () =>
  queryOptions({
    queryKey: [...blogKey, 'sidebar'],
    queryFn: ({ signal }) => api.get<BlogSidebar>(blogPaths.sidebar, { signal }),
  });
export const useSidebar = () => useQuery(sidebarQuery());
