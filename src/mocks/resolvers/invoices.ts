import { HttpResponse, type HttpResponseResolver } from 'msw';
import { invoiceIdPath, invoiceIdQuery, invoicesQuery } from '@/lib/api/schemas/invoices';
import { jsonWithSerialized, notFound, parseParams, parseQuery } from '../http';
import { firstClients, getInvoice, invoices, listInvoices } from '../services/invoices';

export const listResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, invoicesQuery);
  if (!query.ok) return query.response;
  return jsonWithSerialized(await listInvoices(query.data), { allData: await invoices.json() });
};

export const invoiceResolver: HttpResponseResolver = async ({ params }) => {
  const path = parseParams(params, invoiceIdPath);
  if (!path.ok) return path.response;
  const found = await getInvoice(path.data.id);
  return found ? HttpResponse.json(found) : notFound(`Invoice ${path.data.id}`);
};

export const clientsResolver: HttpResponseResolver = async () => HttpResponse.json(await firstClients());

export const deleteResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, invoiceIdQuery);
  if (!query.ok) return query.response;
  return (await invoices.remove(query.data.id))
    ? HttpResponse.json({ id: query.data.id })
    : notFound(`Invoice ${query.data.id}`);
};
