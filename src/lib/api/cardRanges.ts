/**
 * The time spans a card with a range menu can show, as the `range` query value (docs/openapi.json);
 * the figures answer for that span. Plain values, apart from the API's zod schemas: the dashboards
 * draw the menu without loading zod.
 */
export const cardRanges = ['last-28-days', 'last-month', 'last-year'] as const;
export type CardRange = (typeof cardRanges)[number];
