import { checkoutPaths } from '@/lib/api/paths/checkout';
import { defineDomain, get, patch, post } from '../router/domain';

/**
 * The checkout, beyond the original brief: a cart line's quantity, saved addresses, coupons and
 * orders. Its logic builds on the shop's cart (services/ecommerce.ts).
 */
export const checkoutHandlers = defineDomain(
  'checkout',
  () => import('../resolvers/checkout'),
  ['App'],
  [
    patch(checkoutPaths.cartItem, 'cartQtyResolver'),
    get(checkoutPaths.addresses, 'addressesResolver'),
    post(checkoutPaths.addresses, 'addAddressResolver'),
    get(checkoutPaths.coupon, 'couponResolver'),
    post(checkoutPaths.orders, 'placeOrderResolver'),
  ],
);
