/**
 * Invoices, one invoice, the clients, and deleting.
 * What each one takes and answers: docs/demo-api.md, Invoices.
 * A `:name` part is filled in with `pathTo`.
 */
export const invoicesPaths = {
  list: '/apps/invoice/invoices',
  invoice: '/api/invoice/invoices/:id',
  clients: '/api/invoice/clients',
  delete: '/apps/invoice/delete',
} as const;
