/**
 * The shop: products, the wishlist and the cart.
 * What each one takes and answers: docs/demo-api.md, E-commerce.
 * A `:name` part is filled in with `pathTo`.
 */
export const ecommercePaths = {
  products: '/apps/ecommerce/products',
  product: '/apps/ecommerce/products/:id',
  wishlist: '/apps/ecommerce/wishlist',
  wishlistItem: '/apps/ecommerce/wishlist/:id',
  cart: '/apps/ecommerce/cart',
  cartItem: '/apps/ecommerce/cart/:id',
} as const;
