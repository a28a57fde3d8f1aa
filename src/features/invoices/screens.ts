import { defineScreens, readApp, type MenuEntry } from '@/lib/screens';

const section: MenuEntry['section'] = { labelKey: 'nav.invoice', icon: 'FileText' };
const menu = (labelKey: string): MenuEntry => ({ group: 'apps', order: 60, labelKey, icon: 'FileText', section });
// Adding and editing are one editor: one chunk. The list does not load the editor's date picker.
const editor = () => import('./pages/InvoiceEditorPage');

export const invoiceScreens = defineScreens('invoices', [
  {
    path: '/apps/invoice/list',
    access: readApp,
    load: () => import('./pages/InvoiceListPage').then((m) => m.InvoiceListPage),
    landing: true,
    menu: menu('nav.invoiceList'),
  },
  {
    // The bare path opens the newest invoice.
    path: '/apps/invoice/preview/:id?',
    access: readApp,
    load: () => import('./pages/InvoicePreviewPage').then((m) => m.InvoicePreviewPage),
    examples: ['/apps/invoice/preview', '/apps/invoice/preview/4987'],
    menu: menu('nav.invoicePreview'),
  },
  {
    path: '/apps/invoice/edit/:id?',
    access: readApp,
    load: () => editor().then((m) => m.InvoiceEditPage),
    examples: ['/apps/invoice/edit', '/apps/invoice/edit/4987'],
    menu: menu('nav.invoiceEdit'),
  },
  {
    path: '/apps/invoice/add',
    access: readApp,
    load: () => editor().then((m) => m.InvoiceAddPage),
    menu: menu('nav.invoiceAdd'),
  },
  {
    // The print layout: a page of its own (A4), without the shell.
    path: '/apps/invoice/print/:id?',
    access: readApp,
    bare: true,
    load: () => import('./pages/InvoicePrintPage').then((m) => m.InvoicePrintPage),
    examples: ['/apps/invoice/print/4987'],
  },
]);
