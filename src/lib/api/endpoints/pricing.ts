import { pricingPaths } from '../paths/pricing';
import * as pricing from '../schemas/pricing';
import { ok, type Endpoint } from './describe';

export const pricingEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: pricingPaths.data,
    tag: 'Pages',
    summary: 'Pricing plans and questions',
    responses: ok(pricing.pricingData),
  },
];
