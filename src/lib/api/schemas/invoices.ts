import * as z from 'zod';
import { isWholeCents } from '../invoiceTotals';
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

/** An invoice's line (beyond the original brief): cost in dollars, quantity whole. */
export const invoiceItem = z.object({
  item: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  description: z.string().trim().max(500, 'must be at most 500 characters').default(''),
  cost: z
    .number({ error: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be at most 1,000,000')
    .refine(isWholeCents, 'must be in whole cents'),
  qty: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(10_000, 'must be at most 10,000'),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const paymentTerms = ['Due on receipt', 'Net 15', 'Net 30', 'Net 45'] as const;

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
  /** Beyond the original brief: the lines, discount and tax (percentages), salesperson, note, terms. */
  items: z.array(invoiceItem),
  discount: z.number(),
  tax: z.number(),
  salesperson: z.string(),
  note: z.string(),
  paymentTerms: z.enum(paymentTerms),
});
export type Invoice = z.infer<typeof invoice>;
/** An invoice as the original brief has it, without the lines and terms (what the list cards show). */
export type InvoiceSummary = Omit<Invoice, 'items' | 'discount' | 'tax' | 'salesperson' | 'note' | 'paymentTerms'>;

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

/** A day as `YYYY-MM-DD`, a real one, between 2000 and 2100. */
const day = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    const year = Number(value.slice(0, 4));
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && year >= 2000 && year <= 2100;
  }, 'must be a real date between 2000 and 2100');

const percent = z.number({ error: 'must be a number' }).min(0, 'must be 0 or more').max(100, 'must be 100 or less');

/** A client as the invoice form sends it (beyond the original brief: adding a client). */
export const clientBody = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  company: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  companyEmail: z.email('must be an email address').max(200, 'must be at most 200 characters'),
  address: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  country: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  contact: z.string().trim().max(40, 'must be at most 40 characters').default(''),
});
export type ClientBody = z.input<typeof clientBody>;

/** `?q=` narrows the clients (beyond the original brief); without it the first five answer. */
export const clientsQuery = z.object({ q: pageParams.q });

/**
 * A new or changed invoice (beyond the original brief). The server works out the total from the lines
 * (src/lib/api/invoiceTotals.ts); a new invoice starts as a Draft whose balance is its total.
 */
export const invoiceDraft = z
  .object({
    client: clientBody,
    issuedDate: day,
    dueDate: day,
    items: z.array(invoiceItem).min(1, 'must have at least one line').max(50, 'must have at most 50 lines'),
    discount: percent.default(0),
    tax: percent.default(0),
    salesperson: z.string().trim().max(100, 'must be at most 100 characters').default(''),
    note: z.string().max(2000, 'must be at most 2000 characters').default(''),
    paymentTerms: z.enum(paymentTerms, { error: `must be one of ${paymentTerms.join(', ')}` }).default('Net 30'),
  })
  .refine((draft) => draft.dueDate >= draft.issuedDate, {
    message: 'must not be before the issue date',
    path: ['dueDate'],
  });
export type InvoiceDraft = z.input<typeof invoiceDraft>;

export const paymentMethods = ['Bank transfer', 'Cash', 'Credit card', 'PayPal'] as const;

/** A payment received (beyond the original brief): it lowers the balance, never below zero. */
export const paymentBody = z.object({
  amount: z
    .number({ error: 'must be a number' })
    .positive('must be more than 0')
    .max(1_000_000, 'must be at most 1,000,000')
    .refine(isWholeCents, 'must be in whole cents'),
  date: day,
  method: z.enum(paymentMethods, { error: `must be one of ${paymentMethods.join(', ')}` }),
  note: z.string().max(500, 'must be at most 500 characters').default(''),
});
export type PaymentBody = z.input<typeof paymentBody>;

/** Sending an invoice by email (beyond the original brief): a Draft becomes Sent. */
export const sendInvoiceBody = z.object({
  from: z.email('must be an email address').max(200),
  to: z.email('must be an email address').max(200),
  subject: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  message: z.string().max(5000, 'must be at most 5000 characters').default(''),
  attachInvoice: z.boolean().default(true),
});
export type SendInvoiceBody = z.input<typeof sendInvoiceBody>;
