/**
 * The pricing page's plans.
 * What each one takes and answers: docs/demo-api.md, Pricing.
 */
export const pricingPaths = {
  data: '/pricing/data',
} as const;
