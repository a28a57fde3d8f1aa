import * as z from 'zod';
import { idField, idParam, pageParams, perPage } from './common';

/** E-commerce (SPEC 3, 7 E-commerce). */
export type Product = {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  rating: number;
  colorOptions: string[];
  isInWishlist: boolean;
  isInCart: boolean;
};
export type WishlistEntry = { id: number; productId: number };
export type CartEntry = { id: number; productId: number; qty: number };
export type CartProduct = Product & { qty: number; shippingDate: string; offers: number; discountPercentage: number };

export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;

export const productsQuery = z.object({
  q: pageParams.q,
  page: pageParams.page,
  perPage: perPage(9),
  sortBy: z.enum(productSorts, { error: `must be one of ${productSorts.join(', ')}` }).default('featured'),
});
export type ProductsQuery = z.input<typeof productsQuery>;
export type ProductsResponse = {
  products: Product[];
  total: number;
  userWishlist: WishlistEntry[];
  userCart: CartEntry[];
};

/** `/products/{id}`, `/wishlist/{id}`, `/cart/{id}`: a product id in the path. */
export const productIdPath = z.object({ id: idParam });
export const productIdBody = z.object({ productId: idField });
