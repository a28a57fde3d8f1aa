/**
 * The invoices' plain values, shared by the schemas (schemas/invoices.ts) and the screens, which read
 * them from here so that drawing the invoice list does not build the zod schemas (docs/demo-api.md,
 * Invoices).
 */
export const invoiceStatuses = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The columns the list sorts by (`?sortColumn=`): the server's addition for server-side tables. */
export const invoiceSortColumns = [
  'id',
  'issuedDate',
  'dueDate',
  'total',
  'balance',
  'invoiceStatus',
  'service',
  'client.name',
  'client.companyEmail',
  'client.company',
  'client.country',
] as const;
