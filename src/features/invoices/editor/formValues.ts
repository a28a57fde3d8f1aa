import * as z from '@/lib/api/zod';
import { isWholeCents } from '@/lib/api/invoiceTotals';
import { paymentTerms, type Invoice, type InvoiceClient, type InvoiceDraft } from '@/lib/api/schemas/invoices';

/**
 * The invoice form's rules: the demo server's (schemas/invoices.ts invoiceDraft), with messages the
 * form translates (`invoices.errors.*`), so a person sees the server's limits before sending.
 */
const money = z
  .number('invoices.errors.number')
  .check(
    z.gte(0, 'invoices.errors.notNegative'),
    z.lte(1_000_000, 'invoices.errors.tooMuch'),
    z.refine(isWholeCents, 'invoices.errors.cents'),
  );
const percent = z
  .number('invoices.errors.number')
  .check(z.gte(0, 'invoices.errors.notNegative'), z.lte(100, 'invoices.errors.percent'));
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invoices.errors.date'),
  z.refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'invoices.errors.dateRange'),
);

export const invoiceForm = z
  .object({
    client: z.custom<InvoiceClient>((value) => value != null, 'invoices.errors.client'),
    issuedDate: day,
    dueDate: day,
    items: z
      .array(
        z.object({
          item: z
            .string()
            .check(z.trim(), z.minLength(1, 'invoices.errors.required'), z.maxLength(100, 'invoices.errors.tooLong')),
          description: z.string().check(z.maxLength(500, 'invoices.errors.tooLong')),
          cost: money,
          qty: z
            .number('invoices.errors.number')
            .check(
              z.int('invoices.errors.whole'),
              z.gte(1, 'invoices.errors.qtyMin'),
              z.lte(10_000, 'invoices.errors.qtyMax'),
            ),
        }),
      )
      .check(z.minLength(1)),
    discount: percent,
    tax: percent,
    salesperson: z.string().check(z.trim(), z.maxLength(100, 'invoices.errors.tooLong')),
    note: z.string().check(z.maxLength(2000, 'invoices.errors.tooLong')),
    paymentTerms: z.enum(paymentTerms),
  })
  .check(z.refine((v) => v.dueDate >= v.issuedDate, { message: 'invoices.errors.dueBeforeIssue', path: ['dueDate'] }));

export type InvoiceFormValues = Omit<z.input<typeof invoiceForm>, 'client'> & { client: InvoiceClient | null };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** A new invoice: today, due in 30 days, one empty line. */
export function blankInvoice(today: string = isoDay(new Date())): InvoiceFormValues {
  return {
    client: null,
    issuedDate: today,
    dueDate: addDays(today, 30),
    items: [{ item: '', description: '', cost: 0, qty: 1 }],
    discount: 0,
    tax: 0,
    salesperson: '',
    note: '',
    paymentTerms: 'Net 30',
  };
}

/** An invoice's values in the form; a copy (duplicate) takes new dates, kept as far apart as the original's. */
export function valuesOf(invoice: Invoice, copy = false, today: string = isoDay(new Date())): InvoiceFormValues {
  const span = Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.issuedDate)) / 86_400_000);
  return {
    client: invoice.client,
    issuedDate: copy ? today : invoice.issuedDate,
    dueDate: copy ? addDays(today, span) : invoice.dueDate,
    items: invoice.items.map((line) => ({ ...line })),
    discount: invoice.discount,
    tax: invoice.tax,
    salesperson: invoice.salesperson,
    note: invoice.note,
    paymentTerms: invoice.paymentTerms,
  };
}

/** What is sent: the form's values, the client picked. */
export const draftOf = (values: InvoiceFormValues): InvoiceDraft => ({ ...values, client: values.client! });
