import * as z from '../zod';
import { isWholeCents } from '../invoiceTotals';
import { productSorts } from '../ecommerceRules';
import { idField, idParam, pageParams, perPage } from './common';

/** The shop's sort orders are in ../ecommerceRules.ts. */
export { productSorts, type ProductSort } from '../ecommerceRules';

/** E-commerce (docs/demo-api.md). */
export const product = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  price: z.number(),
  image: z.string(),
  hasFreeShipping: z.boolean(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  colorOptions: z.array(z.string()),
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
});
export type Product = z.infer<typeof product>;
export const wishlistEntry = z.object({ id: z.number().check(z.int()), productId: z.number().check(z.int()) });
export type WishlistEntry = z.infer<typeof wishlistEntry>;
/** `color`, beyond the original brief: the colour chosen when the product was added, one of its options. */
export const cartEntry = z.object({
  id: z.number().check(z.int()),
  productId: z.number().check(z.int()),
  qty: z.number().check(z.int()),
  color: z.optional(z.string()),
});
export type CartEntry = z.infer<typeof cartEntry>;
/** A cart line: the product, its quantity, and the demo data's shipping date, offers (1-4) and discount (3-20 %). */
export const cartProduct = z.extend(product, {
  qty: z.number().check(z.int()),
  color: z.optional(z.string()),
  shippingDate: z.string(),
  offers: z.number().check(z.int()),
  discountPercentage: z.number().check(z.int()),
});
export type CartProduct = z.infer<typeof cartProduct>;

/** The most of one product a cart line holds (beyond the original brief: adding with a quantity). */
export const maxCartQty = 10;
/** The highest price a filter takes, in dollars. */
export const maxPriceFilter = 1_000_000;

const price = z.coerce
  .number({ error: 'must be a number' })
  .check(
    z.gte(0, 'must be 0 or more'),
    z.lte(maxPriceFilter, `must be ${maxPriceFilter} or less`),
    z.refine(isWholeCents, 'must be in whole cents'),
  );

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
const brandList = z.pipe(
  z.transform(commaList),
  z._default(
    z
      .array(z.string().check(z.maxLength(50, 'must be at most 50 characters')))
      .check(z.maxLength(50, 'must name at most 50 brands')),
    [],
  ),
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
    sortBy: z._default(z.enum(productSorts, { error: `must be one of ${productSorts.join(', ')}` }), 'featured'),
    priceMin: z.optional(price),
    priceMax: z.optional(price),
    brands: brandList,
    rating: z.optional(
      z.coerce
        .number({ error: 'must be a number' })
        .check(z.int('must be a whole number'), z.gte(1, 'must be from 1 to 5'), z.lte(5, 'must be from 1 to 5')),
    ),
  })
  .check(
    z.refine(
      (query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax,
      {
        path: ['priceMax'],
        message: 'must not be below priceMin',
      },
    ),
  );
export type ProductsQuery = z.input<typeof productsQuery>;
/** A brand of the catalogue and how many products match every filter but the brands. */
export const brandFacet = z.object({ name: z.string(), count: z.number().check(z.int()) });
export type BrandFacet = z.infer<typeof brandFacet>;
export const productsResponse = z.object({
  products: z.array(product),
  total: z.number().check(z.int()),
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
  id: z.pipe(
    z
      .string()
      .check(z.maxLength(100, 'must be at most 100 characters'), z.regex(slugPattern, 'must be a product id or slug')),
    z.transform((key) => (/^\d+$/.test(key) ? Number(key) : key)),
  ),
});
export const productIdBody = z.object({ productId: idField });
/** A cart line's quantity: a whole number from 1 to 10, as when adding to the cart. */
export const cartQty = z
  .number({ error: 'must be a number' })
  .check(
    z.int('must be a whole number'),
    z.gte(1, 'must be 1 or more'),
    z.lte(maxCartQty, `must be ${maxCartQty} or less`),
  );

/** Adding to the cart: beyond the original brief, a quantity (default 1) and one of the product's colours. */
export const cartAddBody = z.extend(productIdBody, {
  qty: z._default(cartQty, 1),
  color: z.optional(z.string().check(z.maxLength(20, 'must be at most 20 characters'))),
});
export type CartAddBody = z.input<typeof cartAddBody>;
