import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { faqPaths } from '@/lib/api/paths/faq';
import type { FaqData } from '@/lib/api/schemas/faq';

/** The FAQ by category, only the questions whose text matches `q` (docs/demo-api.md, FAQ and knowledge base). */
export const fetchFaq = (q: string, signal?: AbortSignal) => api.get<FaqData>(faqPaths.data, { query: { q }, signal });
/** The last answer stays on screen while the next one loads. */
export const faqQuery = (q: string) =>
  queryOptions({
    queryKey: ['faq', q],
    queryFn: ({ signal }) => fetchFaq(q, signal),
    placeholderData: keepPreviousData,
  });
export const useFaq = (q: string) => useQuery(faqQuery(q));
