import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { faqPaths } from '@/lib/api/paths/faq';
import type { KnowledgeBaseSearchResult } from '@/lib/api/schemas/faq';

/** The articles whose title holds `q`, by topic (beyond the original brief). */
export const fetchSearch = (q: string, signal?: AbortSignal) =>
  api.get<KnowledgeBaseSearchResult>(faqPaths.knowledgeBaseSearch, { query: { q }, signal });
/** The last matches stay on screen while the next search loads. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['knowledge-base', 'search', q],
    queryFn: ({ signal }) => fetchSearch(q, signal),
    placeholderData: keepPreviousData,
  });
export const useSearch = (q: string) => useQuery({ ...searchQuery(q), enabled: q !== '' });
