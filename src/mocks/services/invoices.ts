import type * as z from '@/lib/api/zod';
import type {
  clientBody,
  Invoice,
  InvoiceClient,
  invoiceDraft,
  InvoiceResponse,
  invoicesQuery,
  InvoicesResponse,
  paymentBody,
} from '@/lib/api/schemas/invoices';
import { balanceCents, balanceText, invoiceTotals, toCents, toDollars } from '@/lib/api/invoiceTotals';
import { defineTable } from '../db';
import { matchesQuery, paginate, sortRows } from './list';

export const invoices = defineTable<Invoice>(() =>
  import('../data/seed/invoices.json').then((m) => m.default as Invoice[]),
);
const bank = () => import('../data/seed/invoiceBank.json').then((m) => m.default);

/** The clients: those of the seeded invoices, one per email, then the ones added (beyond the original brief). */
type StoredClient = InvoiceClient & { id: number };
export const clients = defineTable<StoredClient>(() =>
  import('../data/seed/invoices.json').then((m) =>
    (m.default as Invoice[])
      .map((invoice) => invoice.client)
      .filter((client, index, all) => all.findIndex((c) => c.companyEmail === client.companyEmail) === index)
      .map((client, index) => ({ id: index + 1, ...client })),
  ),
);

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
  const due = Math.max(0, balanceCents(invoice.balance));
  return { invoice, paymentDetails: { totalDue: dollars(toDollars(due)), ...(await bank()) } };
}

/**
 * The clients the invoice form offers: the first five, or the first five whose name, company or
 * email holds `q` (beyond the original brief).
 */
export async function findClients(q: string): Promise<InvoiceClient[]> {
  return (await clients.all())
    .filter((client) => matchesQuery(q, [client.name, client.company, client.companyEmail]))
    .slice(0, 5)
    .map(({ id: _id, ...client }) => client);
}

type Refusal = { ok: false; status: 404 | 409; error: string };

/** Adds a client; an email already on file answers 409 (the email tells clients apart). */
export async function addClient(
  body: z.output<typeof clientBody>,
): Promise<{ ok: true; client: InvoiceClient } | Refusal> {
  const email = body.companyEmail.toLowerCase();
  if ((await clients.all()).some((client) => client.companyEmail.toLowerCase() === email))
    return { ok: false, status: 409, error: `A client with the email ${body.companyEmail} already exists` };
  await clients.insert({ id: await clients.nextId('max'), ...body });
  return { ok: true, client: body };
}

type Draft = z.output<typeof invoiceDraft>;

/** What a draft's lines come to, as the invoice stores it (dollars). */
const figures = (draft: Draft) => toDollars(invoiceTotals(draft).total);

const fromDraft = (draft: Draft) => ({
  issuedDate: draft.issuedDate,
  dueDate: draft.dueDate,
  client: draft.client,
  service: draft.items[0]!.item,
  items: draft.items,
  discount: draft.discount,
  tax: draft.tax,
  salesperson: draft.salesperson,
  note: draft.note,
  paymentTerms: draft.paymentTerms,
  total: figures(draft),
});

/** A new invoice: id is the last id plus 1, a Draft whose balance is its whole total. */
export async function addInvoice(draft: Draft): Promise<Invoice> {
  const fields = fromDraft(draft);
  const known = (await invoices.all()).find((i) => i.client.companyEmail === draft.client.companyEmail);
  const invoice: Invoice = {
    id: await invoices.nextId('last'),
    ...fields,
    avatar: known?.avatar ?? '',
    invoiceStatus: 'Draft',
    balance: balanceText(toCents(fields.total)),
  };
  await invoices.insert(invoice);
  return invoice;
}

/**
 * Changes an invoice. What was already paid stays paid: the balance moves by as much as the total
 * does (a total cut below what was paid leaves a credit, a negative balance).
 */
export async function updateInvoice(id: number, draft: Draft): Promise<Invoice | undefined> {
  const current = await invoices.find(id);
  if (!current) return undefined;
  const fields = fromDraft(draft);
  const paid = toCents(current.total) - balanceCents(current.balance);
  const balance = balanceText(toCents(fields.total) - paid);
  return invoices.update(id, { ...fields, balance });
}

type PaymentResult =
  { ok: true; invoice: Invoice } | Refusal | { ok: false; status: 400; field: string; error: string };

/** A payment lowers the balance; paying more than is due is refused at the amount. */
export async function addPayment(id: number, payment: z.output<typeof paymentBody>): Promise<PaymentResult> {
  const current = await invoices.find(id);
  if (!current) return { ok: false, status: 404, error: `Invoice ${id} not found` };
  const due = balanceCents(current.balance);
  const paying = toCents(payment.amount);
  if (paying > due) {
    const error =
      due <= 0 ? 'nothing is due on this invoice' : `must be at most the balance due, ${dollars(toDollars(due))}`;
    return { ok: false, status: 400, field: 'amount', error };
  }
  const left = due - paying;
  const invoice = await invoices.update(id, {
    balance: balanceText(left),
    invoiceStatus: left === 0 ? 'Paid' : 'Partial Payment',
  });
  return { ok: true, invoice: invoice! };
}

/** Sending marks a Draft as Sent; other statuses stay. */
export async function sendInvoice(id: number): Promise<Invoice | undefined> {
  const current = await invoices.find(id);
  if (!current) return undefined;
  return current.invoiceStatus === 'Draft' ? invoices.update(id, { invoiceStatus: 'Sent' }) : current;
}
