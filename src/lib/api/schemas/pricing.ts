import * as z from '../zod';

/** The pricing page's plans and their features. */
export const pricingPlan = z.object({
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
  monthlyPrice: z.number(),
  yearlyPlan: z.object({ perMonth: z.number(), totalAnnual: z.number() }),
  planBenefits: z.array(z.string()),
  popular: z.boolean(),
});
export const pricingData = z.object({
  basicPlan: pricingPlan,
  standardPlan: pricingPlan,
  enterprisePlan: pricingPlan,
  qandA: z.array(z.object({ question: z.string(), ans: z.string() })),
});
export type PricingData = z.infer<typeof pricingData>;
