import * as z from 'zod';
import { invoicesPaths } from '../paths/invoices';
import * as invoices from '../schemas/invoices';
import { ok, invalid, notFound, deleted, idInPath, type Endpoint } from './describe';

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
    method: 'get',
    path: invoicesPaths.invoice,
    tag: 'Invoices',
    summary: 'One invoice with payment details',
    params: idInPath,
    responses: { ...ok(invoices.invoiceResponse), ...invalid, ...notFound('Invoice') },
  },
  {
    method: 'get',
    path: invoicesPaths.clients,
    tag: 'Invoices',
    summary: 'The first five clients',
    responses: ok(z.array(invoices.invoiceClient)),
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
