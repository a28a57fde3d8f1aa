import { ecommercePaths } from '@/lib/api/paths/ecommerce';
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
    get(ecommercePaths.products, 'listResolver'),
    get(ecommercePaths.product, 'productResolver'),
    get(ecommercePaths.wishlist, 'wishlistResolver'),
    post(ecommercePaths.wishlist, 'addToWishlistResolver'),
    del(ecommercePaths.wishlistItem, 'removeFromWishlistResolver'),
    get(ecommercePaths.cart, 'cartResolver', 'signedIn'),
    post(ecommercePaths.cart, 'addToCartResolver'),
    del(ecommercePaths.cartItem, 'removeFromCartResolver'),
  ],
);
