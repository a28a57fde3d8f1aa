import * as z from '../zod';
import { invoicesPaths } from '../paths/invoices';
import * as invoices from '../schemas/invoices';
import { ok, created, invalid, notFound, conflict, deleted, idInPath, type Endpoint } from './describe';

const saved = z.object({ invoice: invoices.invoice });
const beyond = 'Beyond the original brief.';

export const invoicesEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: invoicesPaths.list,
    tag: 'Invoices',
    summary: 'A page of invoices, with every invoice as allData',
    description: 'Search covers client email, client name, id, total, balance and due date. Balances sort by amount.',
    query: invoices.invoicesQuery,
    responses: { ...ok(invoices.invoicesResponse), ...invalid },
  },
  {
    method: 'post',
    path: invoicesPaths.add,
    tag: 'Invoices',
    summary: 'Add an invoice',
    description: `${beyond} The id is the last id plus 1; the total is worked out from the lines, discount and tax (in cents); a new invoice is a Draft whose balance is its total.`,
    body: invoices.invoiceDraft,
    responses: { ...created(saved), ...invalid },
  },
  {
    method: 'get',
    path: invoicesPaths.invoice,
    tag: 'Invoices',
    summary: 'One invoice with payment details',
    params: idInPath,
    responses: { ...ok(invoices.invoiceResponse), ...invalid, ...notFound('Invoice') },
  },
  {
    method: 'put',
    path: invoicesPaths.update,
    tag: 'Invoices',
    summary: 'Change an invoice',
    description: `${beyond} The total is worked out again; what was already paid stays paid, so the balance moves by as much as the total.`,
    params: idInPath,
    body: invoices.invoiceDraft,
    responses: { ...ok(saved), ...invalid, ...notFound('Invoice') },
  },
  {
    method: 'post',
    path: invoicesPaths.payments,
    tag: 'Invoices',
    summary: 'Record a payment',
    description: `${beyond} The balance goes down by the amount (never below zero: more than is due answers 400 at amount); the status becomes Partial Payment, or Paid when nothing is left.`,
    params: idInPath,
    body: invoices.paymentBody,
    responses: { ...created(saved), ...invalid, ...notFound('Invoice') },
  },
  {
    method: 'post',
    path: invoicesPaths.send,
    tag: 'Invoices',
    summary: 'Send an invoice by email',
    description: `${beyond} The demo server sends nothing; a Draft becomes Sent.`,
    params: idInPath,
    body: invoices.sendInvoiceBody,
    responses: { ...ok(z.extend(saved, { sentTo: z.string() })), ...invalid, ...notFound('Invoice') },
  },
  {
    method: 'get',
    path: invoicesPaths.clients,
    tag: 'Invoices',
    summary: 'The first five clients',
    description: `\`q\` (${beyond.toLowerCase().replace('.', '')}) narrows them to those whose name, company or email holds it.`,
    query: invoices.clientsQuery,
    responses: { ...ok(z.array(invoices.invoiceClient)), ...invalid },
  },
  {
    method: 'post',
    path: invoicesPaths.clients,
    tag: 'Invoices',
    summary: 'Add a client',
    description: `${beyond} Clients are told apart by email: one already on file answers 409.`,
    body: invoices.clientBody,
    responses: {
      ...created(z.object({ client: invoices.invoiceClient })),
      ...invalid,
      ...conflict('A client with that email exists'),
    },
  },
  {
    method: 'delete',
    path: invoicesPaths.delete,
    tag: 'Invoices',
    summary: 'Delete an invoice',
    query: invoices.invoiceIdQuery,
    responses: { ...ok(deleted('id')), ...invalid, ...notFound('Invoice') },
  },
];
