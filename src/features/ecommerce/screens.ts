import { defineScreens, readApp, type MenuEntry } from '@/lib/screens';

const section: MenuEntry['section'] = { labelKey: 'nav.ecommerce', icon: 'ShoppingCart' };
const menu = (labelKey: string): MenuEntry => ({ group: 'apps', order: 50, labelKey, icon: 'ShoppingCart', section });

/**
 * The shop: every screen its own chunk, so the shop does not load the checkout's card masks. The
 * shop's words are the shell's (its cart menu shows them); the checkout's are the feature's.
 */
export const ecommerceScreens = defineScreens('ecommerce', [
  {
    path: '/apps/ecommerce/shop',
    access: readApp,
    namespace: 'shell',
    load: () => import('./pages/ShopPage').then((m) => m.ShopPage),
    landing: true,
    menu: menu('nav.shop'),
  },
  {
    // The bare path opens the first product.
    path: '/apps/ecommerce/product-detail/:slug?',
    access: readApp,
    namespace: 'shell',
    load: () => import('./pages/ProductDetailPage').then((m) => m.ProductDetailPage),
    examples: [
      '/apps/ecommerce/product-detail',
      '/apps/ecommerce/product-detail/fitbit-gps-watch',
      '/apps/ecommerce/product-detail/no-such-product',
    ],
    menu: menu('nav.productDetails'),
  },
  {
    path: '/apps/ecommerce/wishlist',
    access: readApp,
    namespace: 'shell',
    load: () => import('./pages/WishlistPage').then((m) => m.WishlistPage),
    menu: menu('nav.wishlist'),
  },
  {
    path: '/apps/ecommerce/checkout',
    access: readApp,
    load: () => import('./checkout/CheckoutPage').then((m) => m.CheckoutPage),
    menu: menu('nav.checkout'),
  },
]);
