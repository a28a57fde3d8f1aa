import * as z from '../zod';
import { ecommercePaths } from '../paths/ecommerce';
import * as ecommerce from '../schemas/ecommerce';
import { ok, created, invalid, notFound, conflict, deleted, idInPath, type Endpoint } from './describe';

export const ecommerceEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: ecommercePaths.products,
    tag: 'E-commerce',
    summary: 'A page of products, flagged for the shopper’s wishlist and cart',
    description:
      'Search by name. Featured is newest id first. Beyond the original brief: the filters `priceMin` and `priceMax` (dollars, both ends included), `brands` (repeated or comma-separated, any case) and `rating` (the least number of stars), which combine with the search and the sort; `brands` in the answer lists every brand of the catalogue with how many products pass the other filters.',
    query: ecommerce.productsQuery,
    responses: { ...ok(ecommerce.productsResponse), ...invalid },
  },
  {
    method: 'get',
    path: ecommercePaths.product,
    tag: 'E-commerce',
    summary: 'One product, with related products',
    description:
      'Beyond the original brief: the path takes the product’s id or its slug (`fitbit-gps-watch`), and the answer adds `related`, up to eight other products (the same kind first, then the same brand, then the nearest in price).',
    params: z.object({ id: z.string().check(z.describe('The product’s id (a whole number from 1) or its slug')) }),
    responses: { ...ok(ecommerce.productResponse), ...invalid, ...notFound('Product') },
  },
  {
    method: 'get',
    path: ecommercePaths.wishlist,
    tag: 'E-commerce',
    summary: 'The wishlist’s products',
    responses: ok(z.object({ products: z.array(ecommerce.product) })),
  },
  {
    method: 'post',
    path: ecommercePaths.wishlist,
    tag: 'E-commerce',
    summary: 'Add a product to the wishlist',
    body: ecommerce.productIdBody,
    responses: {
      ...created(z.object({ product: ecommerce.product })),
      ...invalid,
      ...notFound('Product'),
      ...conflict('Already in the wishlist'),
    },
  },
  {
    method: 'delete',
    path: ecommercePaths.wishlistItem,
    tag: 'E-commerce',
    summary: 'Remove a product from the wishlist (the id is the product’s)',
    params: idInPath,
    responses: { ...ok(deleted('productId')), ...invalid, ...notFound('Product in the wishlist') },
  },
  {
    method: 'get',
    path: ecommercePaths.cart,
    tag: 'E-commerce',
    summary: 'The cart’s products with quantity, shipping date, offers and discount',
    responses: ok(z.object({ products: z.array(ecommerce.cartProduct) })),
  },
  {
    method: 'post',
    path: ecommercePaths.cart,
    tag: 'E-commerce',
    summary: 'Add a product to the cart (quantity 1 unless given)',
    description:
      'Beyond the original brief: `qty` (a whole number from 1 to 10) and `color` (one of the product’s `colorOptions`, else 400 naming `color`).',
    body: ecommerce.cartAddBody,
    responses: {
      ...created(z.object({ product: ecommerce.product })),
      ...invalid,
      ...notFound('Product'),
      ...conflict('Already in the cart'),
    },
  },
  {
    method: 'delete',
    path: ecommercePaths.cartItem,
    tag: 'E-commerce',
    summary: 'Remove a product from the cart (the id is the product’s)',
    params: idInPath,
    responses: { ...ok(deleted('productId')), ...invalid, ...notFound('Product in the cart') },
  },
];
