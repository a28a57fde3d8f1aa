import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { pricingPaths } from '@/lib/api/paths/pricing';
import type { PricingData } from '@/lib/api/schemas/pricing';

/** SPEC 7: the three plans and the pricing Q&A. */
export const usePricing = () =>
  useQuery({ queryKey: ['pricing'], queryFn: () => api.get<PricingData>(pricingPaths.data) });
