/** The plans, cheapest first, with their monthly price in US dollars (as the pricing page's demo data). */
export const plans = ['basic', 'standard', 'enterprise'] as const;
export type Plan = (typeof plans)[number];
export const monthlyPrice: Record<Plan, number> = { basic: 0, standard: 49, enterprise: 99 };

/** The plan the example's account is on. */
export const currentPlan: Plan = 'standard';

/** Whether moving from one plan to another costs more (an upgrade) or less. */
export const isUpgrade = (from: Plan, to: Plan) => monthlyPrice[to] > monthlyPrice[from];
