import * as z from 'zod';
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
export const cartEntry = z.object({ id: z.number().int(), productId: z.number().int(), qty: z.number().int() });
export type CartEntry = z.infer<typeof cartEntry>;
/** A cart line: the product, its quantity, and the demo data's shipping date, offers (1-4) and discount (3-20 %). */
export const cartProduct = product.extend({
  qty: z.number().int(),
  shippingDate: z.string(),
  offers: z.number().int(),
  discountPercentage: z.number().int(),
});
export type CartProduct = z.infer<typeof cartProduct>;

export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;

export const productsQuery = z.object({
  q: pageParams.q,
  page: pageParams.page,
  perPage: perPage(9),
  sortBy: z.enum(productSorts, { error: `must be one of ${productSorts.join(', ')}` }).default('featured'),
});
export type ProductsQuery = z.input<typeof productsQuery>;
export const productsResponse = z.object({
  products: z.array(product),
  total: z.number().int(),
  userWishlist: z.array(wishlistEntry),
  userCart: z.array(cartEntry),
});
export type ProductsResponse = z.infer<typeof productsResponse>;

/** `/products/{id}`, `/wishlist/{id}`, `/cart/{id}`: a product id in the path. */
export const productIdPath = z.object({ id: idParam });
export const productIdBody = z.object({ productId: idField });
