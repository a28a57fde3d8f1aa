/**
 * Invoices: the list, one invoice, saving, payments, sending, the clients, and deleting.
 * What each one takes and answers: docs/demo-api.md, Invoices.
 * A `:name` part is filled in with `pathTo`.
 */
export const invoicesPaths = {
  list: '/apps/invoice/invoices',
  add: '/apps/invoice/invoices',
  invoice: '/api/invoice/invoices/:id',
  update: '/apps/invoice/invoices/:id',
  payments: '/apps/invoice/invoices/:id/payments',
  send: '/apps/invoice/invoices/:id/send',
  clients: '/api/invoice/clients',
  delete: '/apps/invoice/delete',
} as const;
