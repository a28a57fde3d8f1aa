import type { RouteObject } from 'react-router';
import { loadInvoiceListPage, loadShopPage } from '../landing';
import { access } from './access';
import { lazyPage } from './lazyPage';

const readApp = { action: 'read', subject: 'App' } as const;

/**
 * The e-commerce and invoice apps: every screen its own chunk, so the shop does not load the
 * checkout's card masks and the invoice list does not load the editor's date picker.
 */
const ecommerceRoutes: RouteObject[] = [
  {
    path: 'apps/ecommerce/shop',
    ...access(readApp),
    lazy: lazyPage('shell', loadShopPage, (m) => m.ShopPage),
  },
  {
    // The bare path opens the first product.
    path: 'apps/ecommerce/product-detail/:slug?',
    ...access(readApp),
    lazy: lazyPage(
      'shell',
      () => import('@/features/ecommerce/pages/ProductDetailPage'),
      (m) => m.ProductDetailPage,
    ),
  },
  {
    path: 'apps/ecommerce/wishlist',
    ...access(readApp),
    lazy: lazyPage(
      'shell',
      () => import('@/features/ecommerce/pages/WishlistPage'),
      (m) => m.WishlistPage,
    ),
  },
  {
    path: 'apps/ecommerce/checkout',
    ...access(readApp),
    lazy: lazyPage(
      'ecommerce',
      () => import('@/features/ecommerce/checkout/CheckoutPage'),
      (m) => m.CheckoutPage,
    ),
  },
];

const loadEditor = () => import('@/features/invoices/pages/InvoiceEditorPage');

const invoiceRoutes: RouteObject[] = [
  {
    path: 'apps/invoice/list',
    ...access(readApp),
    lazy: lazyPage('invoices', loadInvoiceListPage, (m) => m.InvoiceListPage),
  },
  {
    // The bare path opens the newest invoice.
    path: 'apps/invoice/preview/:id?',
    ...access(readApp),
    lazy: lazyPage(
      'invoices',
      () => import('@/features/invoices/pages/InvoicePreviewPage'),
      (m) => m.InvoicePreviewPage,
    ),
  },
  {
    // The bare path opens the newest invoice.
    path: 'apps/invoice/edit/:id?',
    ...access(readApp),
    lazy: lazyPage('invoices', loadEditor, (m) => m.InvoiceEditPage),
  },
  {
    path: 'apps/invoice/add',
    ...access(readApp),
    lazy: lazyPage('invoices', loadEditor, (m) => m.InvoiceAddPage),
  },
];

/** Both apps' screens inside the shell; the print page is outside it. */
export const moneyRoutes = [...ecommerceRoutes, ...invoiceRoutes];

/** The print layout: signed in, without the shell (a page of its own, A4). */
export const invoicePrintRoute: RouteObject = {
  path: 'apps/invoice/print/:id?',
  ...access(readApp),
  lazy: lazyPage(
    'invoices',
    () => import('@/features/invoices/pages/InvoicePrintPage'),
    (m) => m.InvoicePrintPage,
  ),
};
