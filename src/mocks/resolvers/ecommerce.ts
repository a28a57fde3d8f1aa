import { HttpResponse, type HttpResponseResolver } from 'msw';
import { cartAddBody, productIdBody, productIdPath, productKeyPath, productsQuery } from '@/lib/api/schemas/ecommerce';
import { errorResponse, notFound, parseBody, parseParams, parseQuery } from '../http';
import {
  addTo,
  cartProducts,
  listProducts,
  productWithRelated,
  removeFrom,
  wishlistProducts,
} from '../services/ecommerce';

export const listResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, productsQuery);
  return query.ok ? HttpResponse.json(await listProducts(query.data)) : query.response;
};

/** By id, or by slug (beyond the original brief), with the related products. */
export const productResolver: HttpResponseResolver = async ({ params }) => {
  const path = parseParams(params, productKeyPath);
  if (!path.ok) return path.response;
  const answer = await productWithRelated(path.data.id);
  return answer ? HttpResponse.json(answer) : notFound(`Product ${path.data.id}`);
};

export const wishlistResolver: HttpResponseResolver = async () =>
  HttpResponse.json({ products: await wishlistProducts() });
export const cartResolver: HttpResponseResolver = async () => HttpResponse.json({ products: await cartProducts() });

const adder =
  (list: 'wishlist' | 'cart'): HttpResponseResolver =>
  async ({ request }) => {
    const body = await parseBody(request, list === 'cart' ? cartAddBody : productIdBody);
    if (!body.ok) return body.response;
    const { productId, ...extras } = body.data;
    const result = await addTo(list, productId, extras);
    return result.ok
      ? HttpResponse.json({ product: result.product }, { status: 201 })
      : errorResponse(result.status, result.error, result.issues);
  };

const remover =
  (list: 'wishlist' | 'cart'): HttpResponseResolver =>
  async ({ params }) => {
    const path = parseParams(params, productIdPath);
    if (!path.ok) return path.response;
    return (await removeFrom(list, path.data.id))
      ? HttpResponse.json({ productId: path.data.id })
      : notFound(`Product ${path.data.id} in the ${list}`);
  };

export const addToWishlistResolver = adder('wishlist');
export const addToCartResolver = adder('cart');
export const removeFromWishlistResolver = remover('wishlist');
export const removeFromCartResolver = remover('cart');
