import type * as z from 'zod';
import type { Invoice, InvoiceResponse, invoicesQuery, InvoicesResponse } from '@/lib/api/schemas/invoices';
import { defineTable } from '../db';
import { matchesQuery, paginate, sortRows } from './list';

export const invoices = defineTable<Invoice>(() =>
  import('../data/seed/invoices.json').then((m) => m.default as Invoice[]),
);
const bank = () => import('../data/seed/invoiceBank.json').then((m) => m.default);

/** `$282`, `-$67` or 0 as a number, so balances sort by amount. */
export const amount = (value: unknown): unknown =>
  typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) || 0 : value;

/**
 * Search over client email, client name, id, total, balance and due date; status is exact.
 * The answer's `allData` is the table itself (`invoices.json()`), added by the resolver.
 */
export async function listInvoices(query: z.output<typeof invoicesQuery>): Promise<Omit<InvoicesResponse, 'allData'>> {
  const filtered = (await invoices.all()).filter(
    (invoice) =>
      matchesQuery(query.q, [
        invoice.client.companyEmail,
        invoice.client.name,
        invoice.id,
        invoice.total,
        invoice.balance,
        invoice.dueDate,
      ]) &&
      (!query.status || invoice.invoiceStatus === query.status),
  );
  const sorted = sortRows(filtered, query.sortColumn, query.sort, query.sortColumn === 'balance' ? amount : undefined);
  return { invoices: paginate(sorted, query.page, query.perPage), total: filtered.length };
}

const dollars = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

/** One invoice with the business's bank details and what is still due on it. */
export async function getInvoice(id: number): Promise<InvoiceResponse | undefined> {
  const invoice = await invoices.find(id);
  if (!invoice) return undefined;
  const due = invoice.balance === 0 ? 0 : Math.max(0, Number(amount(invoice.balance)));
  return { invoice, paymentDetails: { totalDue: dollars(due), ...(await bank()) } };
}

/** The clients of the first five invoices, as the add-invoice form offers them. */
export async function firstClients() {
  return (await invoices.all()).slice(0, 5).map((invoice) => invoice.client);
}
