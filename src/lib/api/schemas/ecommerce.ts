import * as z from 'zod';
import { isWholeCents } from '../invoiceTotals';
import { idField, idParam, pageParams, perPage } from './common';

/** E-commerce (docs/demo-api.md). */
export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  price: z.number(),
  image: z.string(),
  hasFreeShipping: z.boolean(),
  rating: z.number().int().min(1).max(5),
  colorOptions: z.array(z.string()),
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
});
export type Product = z.infer<typeof product>;
export const wishlistEntry = z.object({ id: z.number().int(), productId: z.number().int() });
export type WishlistEntry = z.infer<typeof wishlistEntry>;
/** `color`, beyond the original brief: the colour chosen when the product was added, one of its options. */
export const cartEntry = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  qty: z.number().int(),
  color: z.string().optional(),
});
export type CartEntry = z.infer<typeof cartEntry>;
/** A cart line: the product, its quantity, and the demo data's shipping date, offers (1-4) and discount (3-20 %). */
export const cartProduct = product.extend({
  qty: z.number().int(),
  color: z.string().optional(),
  shippingDate: z.string(),
  offers: z.number().int(),
  discountPercentage: z.number().int(),
});
export type CartProduct = z.infer<typeof cartProduct>;

export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The most of one product a cart line holds (beyond the original brief: adding with a quantity). */
export const maxCartQty = 10;
/** The highest price a filter takes, in dollars. */
export const maxPriceFilter = 1_000_000;

const price = z.coerce
  .number({ error: 'must be a number' })
  .min(0, 'must be 0 or more')
  .max(maxPriceFilter, `must be ${maxPriceFilter} or less`)
  .refine(isWholeCents, 'must be in whole cents');

/** A query value given repeated (`?brands=Sony&brands=Bose`) or comma-separated (`?brands=Sony,Bose`), as one list. */
const commaList = (value: unknown) =>
  typeof value === 'string' || Array.isArray(value)
    ? [value]
        .flat()
        .join(',')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '')
    : value;

/** Brand names, in either form. */
const brandList = z.preprocess(
  commaList,
  z.array(z.string().max(50, 'must be at most 50 characters')).max(50, 'must name at most 50 brands').default([]),
);

/**
 * The list's query. Beyond the original brief: `priceMin` and `priceMax` (dollars, both ends
 * included), `brands` (any of them, any case) and `rating` (the least number of stars).
 */
export const productsQuery = z
  .object({
    q: pageParams.q,
    page: pageParams.page,
    perPage: perPage(9),
    sortBy: z.enum(productSorts, { error: `must be one of ${productSorts.join(', ')}` }).default('featured'),
    priceMin: price.optional(),
    priceMax: price.optional(),
    brands: brandList,
    rating: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be from 1 to 5')
      .max(5, 'must be from 1 to 5')
      .optional(),
  })
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
    path: ['priceMax'],
    message: 'must not be below priceMin',
  });
export type ProductsQuery = z.input<typeof productsQuery>;
/** A brand of the catalogue and how many products match every filter but the brands. */
export const brandFacet = z.object({ name: z.string(), count: z.number().int() });
export type BrandFacet = z.infer<typeof brandFacet>;
export const productsResponse = z.object({
  products: z.array(product),
  total: z.number().int(),
  userWishlist: z.array(wishlistEntry),
  userCart: z.array(cartEntry),
  brands: z.array(brandFacet),
});
export type ProductsResponse = z.infer<typeof productsResponse>;

/** One product, and up to eight related ones for the detail page's carousel (beyond the original brief). */
export const productResponse = z.object({ product, related: z.array(product) });
export type ProductResponse = z.infer<typeof productResponse>;

/** `/products/{id}`, `/wishlist/{id}`, `/cart/{id}`: a product id in the path. */
export const productIdPath = z.object({ id: idParam });
/** A product's slug: lowercase letters and digits in hyphen-joined words (`fitbit-gps-watch`). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** `/products/{id}` takes the id or (beyond the original brief) the slug; digits alone are an id. */
export const productKeyPath = z.object({
  id: z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(slugPattern, 'must be a product id or slug')
    .transform((key) => (/^\d+$/.test(key) ? Number(key) : key)),
});
export const productIdBody = z.object({ productId: idField });
/** Adding to the cart: beyond the original brief, a quantity (default 1) and one of the product's colours. */
export const cartAddBody = productIdBody.extend({
  qty: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(maxCartQty, `must be ${maxCartQty} or less`)
    .default(1),
  color: z.string().max(20, 'must be at most 20 characters').optional(),
});
export type CartAddBody = z.input<typeof cartAddBody>;
