/**
 * The shop's plain values, shared by the schemas (schemas/ecommerce.ts) and the screens, which read
 * them from here so that drawing the shop does not build the zod schemas (docs/demo-api.md, E-commerce).
 */

/** The shop's sort orders (`?sortBy=`). */
export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];
