import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { faqPaths } from '@/lib/api/paths/faq';
import { pathTo } from '@/lib/api/paths/pathTo';
import type { KnowledgeBaseQuestion } from '@/lib/api/schemas/faq';

/** One article with its HTML answer and its topic's other articles (beyond the original brief). */
export const fetchQuestion = (category: string, question: string, signal?: AbortSignal) =>
  api.get<KnowledgeBaseQuestion>(pathTo(faqPaths.knowledgeBaseQuestion, { category, question }), { signal });
export const questionQuery = (category: string, question: string) =>
  queryOptions({
    queryKey: ['knowledge-base', 'question', category, question],
    queryFn: ({ signal }) => fetchQuestion(category, question, signal),
  });
export const useQuestion = (category: string, question: string) => useQuery(questionQuery(category, question));
