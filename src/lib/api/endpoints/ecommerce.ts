import * as z from 'zod';
import { ecommercePaths } from '../paths/ecommerce';
import * as ecommerce from '../schemas/ecommerce';
import { ok, created, invalid, notFound, conflict, deleted, idInPath, type Endpoint } from './describe';

export const ecommerceEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: ecommercePaths.products,
    tag: 'E-commerce',
    summary: 'A page of products, flagged for the shopper’s wishlist and cart',
    description: 'Search by name. Featured is newest id first.',
    query: ecommerce.productsQuery,
    responses: { ...ok(ecommerce.productsResponse), ...invalid },
  },
  {
    method: 'get',
    path: ecommercePaths.product,
    tag: 'E-commerce',
    summary: 'One product',
    params: idInPath,
    responses: { ...ok(z.object({ product: ecommerce.product })), ...invalid, ...notFound('Product') },
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
    summary: 'Add a product to the cart (quantity 1)',
    body: ecommerce.productIdBody,
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
