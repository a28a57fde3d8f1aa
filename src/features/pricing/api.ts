import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { pricingPaths } from '@/lib/api/paths/pricing';
import type { PricingData } from '@/lib/api/schemas/pricing';

/** The three plans and the pricing questions (docs/demo-api.md, Pricing). */
export const fetchPricing = (signal?: AbortSignal) => api.get<PricingData>(pricingPaths.data, { signal });
export const pricingQuery = () =>
  queryOptions({ queryKey: ['pricing'], queryFn: ({ signal }) => fetchPricing(signal) });
export const usePricing = () => useQuery(pricingQuery());
