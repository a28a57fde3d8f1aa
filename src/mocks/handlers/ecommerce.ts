import { defineDomain, del, get, post } from '../router/domain';

/**
 * The shop. One demo shopper: the wishlist and cart are shared by the demo accounts. The navbar
 * shows every signed-in user the cart, so reading it needs no more than a session.
 */
export const ecommerceHandlers = defineDomain(
  'ecommerce',
  () => import('../resolvers/ecommerce'),
  ['App'],
  [
    get('/apps/ecommerce/products', 'listResolver'),
    get('/apps/ecommerce/products/:id', 'productResolver'),
    get('/apps/ecommerce/wishlist', 'wishlistResolver'),
    post('/apps/ecommerce/wishlist', 'addToWishlistResolver'),
    del('/apps/ecommerce/wishlist/:id', 'removeFromWishlistResolver'),
    get('/apps/ecommerce/cart', 'cartResolver', 'signedIn'),
    post('/apps/ecommerce/cart', 'addToCartResolver'),
    del('/apps/ecommerce/cart/:id', 'removeFromCartResolver'),
  ],
);
