import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { faqPaths } from '@/lib/api/paths/faq';
import type { FaqData } from '@/lib/api/schemas/faq';

/** SPEC 7: the FAQ by category, only questions whose text matches `q`. The last answer stays while the next loads. */
export const useFaq = (q: string) =>
  useQuery({
    queryKey: ['faq', q],
    queryFn: () => api.get<FaqData>(faqPaths.data, { query: { q } }),
    placeholderData: keepPreviousData,
  });
