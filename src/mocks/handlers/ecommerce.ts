import { http } from 'msw';
import { lazy } from '../lazy';

const ecommerce = () => import('../resolvers/ecommerce');

/** SPEC 7, E-commerce. One demo shopper: the wishlist and cart are shared by the demo accounts. */
export const ecommerceHandlers = [
  http.get('*/apps/ecommerce/products', lazy(ecommerce, 'listResolver')),
  http.get('*/apps/ecommerce/products/:id', lazy(ecommerce, 'productResolver')),
  http.get('*/apps/ecommerce/wishlist', lazy(ecommerce, 'wishlistResolver')),
  http.post('*/apps/ecommerce/wishlist', lazy(ecommerce, 'addToWishlistResolver')),
  http.delete('*/apps/ecommerce/wishlist/:id', lazy(ecommerce, 'removeFromWishlistResolver')),
  http.get('*/apps/ecommerce/cart', lazy(ecommerce, 'cartResolver')),
  http.post('*/apps/ecommerce/cart', lazy(ecommerce, 'addToCartResolver')),
  http.delete('*/apps/ecommerce/cart/:id', lazy(ecommerce, 'removeFromCartResolver')),
];
