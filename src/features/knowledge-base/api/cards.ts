import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { faqPaths } from '@/lib/api/paths/faq';
import type { KnowledgeBaseCard } from '@/lib/api/schemas/faq';

/** The six topic cards (docs/demo-api.md, FAQ and knowledge base). */
export const fetchCards = (signal?: AbortSignal) => api.get<KnowledgeBaseCard[]>(faqPaths.knowledgeBase, { signal });
export const cardsQuery = () =>
  queryOptions({ queryKey: ['knowledge-base', 'cards'], queryFn: ({ signal }) => fetchCards(signal) });
export const useCards = (enabled: boolean) => useQuery({ ...cardsQuery(), enabled });
