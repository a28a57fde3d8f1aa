import type { PricingData } from '@/lib/api/schemas/pricing';
import { readOnly } from '../data/readOnly';

export const pricingData = readOnly<PricingData>(() => import('../data/seed/pricing.json'));
