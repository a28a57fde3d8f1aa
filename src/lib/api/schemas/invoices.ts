import * as z from '../zod';
import { isWholeCents } from '../invoiceTotals';
import { invoiceSortColumns, invoiceStatuses } from '../invoiceRules';
import { idParam, pageParams, perPage, requiredText } from './common';

/** The statuses and sort columns are in ../invoiceRules.ts. */
export { invoiceSortColumns, invoiceStatuses, type InvoiceStatus } from '../invoiceRules';

/** Invoices (docs/demo-api.md). */
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
  item: z
    .string({ error: 'is required' })
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100, 'must be at most 100 characters')),
  description: z._default(z.string().check(z.trim(), z.maxLength(500, 'must be at most 500 characters')), ''),
  cost: z
    .number({ error: 'must be a number' })
    .check(
      z.gte(0, 'must be 0 or more'),
      z.lte(1_000_000, 'must be at most 1,000,000'),
      z.refine(isWholeCents, 'must be in whole cents'),
    ),
  qty: z
    .number({ error: 'must be a number' })
    .check(z.int('must be a whole number'), z.gte(1, 'must be 1 or more'), z.lte(10_000, 'must be at most 10,000')),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const paymentTerms = ['Due on receipt', 'Net 15', 'Net 30', 'Net 45'] as const;

export const invoice = z.object({
  id: z.number().check(z.int()),
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

export const invoicesQuery = z.object({
  ...pageParams,
  perPage: perPage(10),
  sort: z._default(pageParams.sort.def.innerType, 'desc'),
  sortColumn: z._default(
    z.enum(invoiceSortColumns, { error: `must be one of ${invoiceSortColumns.join(', ')}` }),
    'id',
  ),
  /** Case-insensitive (docs/demo-api.md): `paid`, `Past Due` and `past due` all filter. Empty means all. */
  status: z.pipe(
    z.transform((value) =>
      value === ''
        ? undefined
        : (invoiceStatuses.find((s) => typeof value === 'string' && s.toLowerCase() === value.trim().toLowerCase()) ??
          value),
    ),
    z.optional(z.enum(invoiceStatuses, { error: `must be one of ${invoiceStatuses.join(', ')} (any case)` })),
  ),
});
export type InvoicesQuery = z.input<typeof invoicesQuery>;

export const invoicesResponse = z.object({
  invoices: z.array(invoice),
  allData: z.array(invoice),
  total: z.number().check(z.int()),
});
export type InvoicesResponse = z.infer<typeof invoicesResponse>;

export const invoiceResponse = z.object({ invoice, paymentDetails });
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

export const invoiceIdPath = z.object({ id: idParam });
export const invoiceIdQuery = z.object({ id: idParam });

/** A day as `YYYY-MM-DD`, a real one, between 2000 and 2100. */
const day = z.string({ error: 'is required' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    const year = Number(value.slice(0, 4));
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && year >= 2000 && year <= 2100;
  }, 'must be a real date between 2000 and 2100'),
);

const percent = z
  .number({ error: 'must be a number' })
  .check(z.gte(0, 'must be 0 or more'), z.lte(100, 'must be 100 or less'));

/** A client as the invoice form sends it (beyond the original brief: adding a client). */
export const clientBody = z.object({
  name: requiredText(100),
  company: z._default(z.string().check(z.trim(), z.maxLength(100, 'must be at most 100 characters')), ''),
  companyEmail: z.email('must be an email address').check(z.maxLength(200, 'must be at most 200 characters')),
  address: z._default(z.string().check(z.trim(), z.maxLength(200, 'must be at most 200 characters')), ''),
  country: z._default(z.string().check(z.trim(), z.maxLength(100, 'must be at most 100 characters')), ''),
  contact: z._default(z.string().check(z.trim(), z.maxLength(40, 'must be at most 40 characters')), ''),
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
    items: z
      .array(invoiceItem)
      .check(z.minLength(1, 'must have at least one line'), z.maxLength(50, 'must have at most 50 lines')),
    discount: z._default(percent, 0),
    tax: z._default(percent, 0),
    salesperson: z._default(z.string().check(z.trim(), z.maxLength(100, 'must be at most 100 characters')), ''),
    note: z._default(z.string().check(z.maxLength(2000, 'must be at most 2000 characters')), ''),
    paymentTerms: z._default(z.enum(paymentTerms, { error: `must be one of ${paymentTerms.join(', ')}` }), 'Net 30'),
  })
  .check(
    z.refine((draft) => draft.dueDate >= draft.issuedDate, {
      message: 'must not be before the issue date',
      path: ['dueDate'],
    }),
  );
export type InvoiceDraft = z.input<typeof invoiceDraft>;

export const paymentMethods = ['Bank transfer', 'Cash', 'Credit card', 'PayPal'] as const;

/** A payment received (beyond the original brief): it lowers the balance, never below zero. */
export const paymentBody = z.object({
  amount: z
    .number({ error: 'must be a number' })
    .check(
      z.positive('must be more than 0'),
      z.lte(1_000_000, 'must be at most 1,000,000'),
      z.refine(isWholeCents, 'must be in whole cents'),
    ),
  date: day,
  method: z.enum(paymentMethods, { error: `must be one of ${paymentMethods.join(', ')}` }),
  note: z._default(z.string().check(z.maxLength(500, 'must be at most 500 characters')), ''),
});
export type PaymentBody = z.input<typeof paymentBody>;

/** Sending an invoice by email (beyond the original brief): a Draft becomes Sent. */
export const sendInvoiceBody = z.object({
  from: z.email('must be an email address').check(z.maxLength(200)),
  to: z.email('must be an email address').check(z.maxLength(200)),
  subject: z
    .string({ error: 'is required' })
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200, 'must be at most 200 characters')),
  message: z._default(z.string().check(z.maxLength(5000, 'must be at most 5000 characters')), ''),
  attachInvoice: z._default(z.boolean(), true),
});
export type SendInvoiceBody = z.input<typeof sendInvoiceBody>;
