import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { faqPaths } from '@/lib/api/paths/faq';
import { pathTo } from '@/lib/api/paths/pathTo';
import type { KnowledgeBaseCategory } from '@/lib/api/schemas/faq';

/** One topic: its card and its articles (beyond the original brief). */
export const fetchCategory = (category: string, signal?: AbortSignal) =>
  api.get<KnowledgeBaseCategory>(pathTo(faqPaths.knowledgeBaseCategory, { category }), { signal });
export const categoryQuery = (category: string) =>
  queryOptions({
    queryKey: ['knowledge-base', 'category', category],
    queryFn: ({ signal }) => fetchCategory(category, signal),
  });
export const useCategory = (category: string) => useQuery(categoryQuery(category));
