import { pricingPaths } from '@/lib/api/paths/pricing';
import { defineDomain, get } from '../router/domain';

/**
 * The pricing page's plans.
 */
export const pricingHandlers = defineDomain(
  'pricing',
  () => import('../resolvers/pricing'),
  ['Page'],
  [get(pricingPaths.data, 'pricingResolver')],
);
