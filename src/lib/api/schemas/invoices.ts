import * as z from 'zod';
import { idParam, pageParams, perPage } from './common';

/** Invoices (docs/demo-api.md). */
export const invoiceStatuses = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceClient = z.object({
  address: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  country: z.string(),
  contact: z.string(),
  name: z.string(),
});
export type InvoiceClient = z.infer<typeof invoiceClient>;

export const invoice = z.object({
  id: z.number().int(),
  /** ISO date, `2025-11-27`. */
  issuedDate: z.string(),
  client: invoiceClient,
  service: z.string(),
  total: z.number(),
  avatar: z.string(),
  invoiceStatus: z.enum(invoiceStatuses),
  /** 0 when settled, else a dollar amount such as `$282`, negative (`-$67`) when paid in advance. */
  balance: z.union([z.number(), z.string()]),
  dueDate: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

export const paymentDetails = z.object({
  totalDue: z.string(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetails>;

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

export const invoicesQuery = z.object({
  ...pageParams,
  perPage: perPage(10),
  sort: pageParams.sort.removeDefault().default('desc'),
  sortColumn: z.enum(invoiceSortColumns, { error: `must be one of ${invoiceSortColumns.join(', ')}` }).default('id'),
  /** Case-insensitive (docs/demo-api.md): `paid`, `Past Due` and `past due` all filter. Empty means all. */
  status: z.preprocess(
    (value) =>
      value === ''
        ? undefined
        : (invoiceStatuses.find((s) => typeof value === 'string' && s.toLowerCase() === value.trim().toLowerCase()) ??
          value),
    z.enum(invoiceStatuses, { error: `must be one of ${invoiceStatuses.join(', ')} (any case)` }).optional(),
  ),
});
export type InvoicesQuery = z.input<typeof invoicesQuery>;

export const invoicesResponse = z.object({
  invoices: z.array(invoice),
  allData: z.array(invoice),
  total: z.number().int(),
});
export type InvoicesResponse = z.infer<typeof invoicesResponse>;

export const invoiceResponse = z.object({ invoice, paymentDetails });
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

export const invoiceIdPath = z.object({ id: idParam });
export const invoiceIdQuery = z.object({ id: idParam });
