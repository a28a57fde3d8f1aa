import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { access } from './access';

/**
 * The invoice app: every screen its own chunk, so the list does not load the editor's combobox and
 * date picker; add and edit share the editor's.
 */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

const readApp = { action: 'read', subject: 'App' } as const;

const loadEditor = () => import('@/features/invoices/pages/InvoiceEditorPage');

export const invoiceRoutes: RouteObject[] = [
  {
    path: 'apps/invoice/list',
    ...access(readApp),
    lazy: screen(
      () => import('@/features/invoices/pages/InvoiceListPage'),
      (m) => m.InvoiceListPage,
    ),
  },
  {
    // The bare path opens the newest invoice.
    path: 'apps/invoice/preview/:id?',
    ...access(readApp),
    lazy: screen(
      () => import('@/features/invoices/pages/InvoicePreviewPage'),
      (m) => m.InvoicePreviewPage,
    ),
  },
  {
    // The bare path opens the newest invoice.
    path: 'apps/invoice/edit/:id?',
    ...access(readApp),
    lazy: screen(loadEditor, (m) => m.InvoiceEditPage),
  },
  {
    path: 'apps/invoice/add',
    ...access(readApp),
    lazy: screen(loadEditor, (m) => m.InvoiceAddPage),
  },
];

/** The print layout: signed in, without the shell (a page of its own, A4). */
export const invoicePrintRoute: RouteObject = {
  path: 'apps/invoice/print/:id?',
  ...access(readApp),
  lazy: screen(
    () => import('@/features/invoices/pages/InvoicePrintPage'),
    (m) => m.InvoicePrintPage,
  ),
};
