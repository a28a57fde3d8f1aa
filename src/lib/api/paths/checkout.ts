/**
 * The checkout, beyond the original brief: a cart line's quantity, the saved addresses, coupons and
 * orders. What each one takes and answers: docs/demo-api.md, Checkout.
 * A `:name` part is filled in with `pathTo`.
 */
export const checkoutPaths = {
  /** The same path as removing a line (docs/demo-api.md, E-commerce); PATCH changes its quantity. */
  cartItem: '/apps/ecommerce/cart/:id',
  addresses: '/apps/ecommerce/addresses',
  coupon: '/apps/ecommerce/coupons/:code',
  orders: '/apps/ecommerce/orders',
} as const;
