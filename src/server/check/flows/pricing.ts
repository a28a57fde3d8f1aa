import type { Flow } from './support';

/** The pricing page's plans. */
export const pricingFlow: Flow = {
  domains: ['pricing'],
  async run(t) {
    await t.check('GET /pricing/data', { valid: {} });
  },
};
