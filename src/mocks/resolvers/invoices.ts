import { HttpResponse, type HttpResponseResolver } from 'msw';
import {
  clientBody,
  clientsQuery,
  invoiceDraft,
  invoiceIdPath,
  invoiceIdQuery,
  invoicesQuery,
  paymentBody,
  sendInvoiceBody,
} from '@/lib/api/schemas/invoices';
import { errorResponse, jsonWithSerialized, notFound, parseBody, parseParams, parseQuery } from '../http';
import {
  addClient,
  addInvoice,
  addPayment,
  findClients,
  getInvoice,
  invoices,
  listInvoices,
  sendInvoice,
  updateInvoice,
} from '../services/invoices';

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

export const clientsResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, clientsQuery);
  return query.ok ? HttpResponse.json(await findClients(query.data.q)) : query.response;
};

export const addClientResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, clientBody);
  if (!body.ok) return body.response;
  const result = await addClient(body.data);
  return result.ok
    ? HttpResponse.json({ client: result.client }, { status: 201 })
    : errorResponse(result.status, { companyEmail: result.error });
};

export const addInvoiceResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, invoiceDraft);
  if (!body.ok) return body.response;
  return HttpResponse.json({ invoice: await addInvoice(body.data) }, { status: 201 });
};

export const updateInvoiceResolver: HttpResponseResolver = async ({ params, request }) => {
  const path = parseParams(params, invoiceIdPath);
  if (!path.ok) return path.response;
  const body = await parseBody(request, invoiceDraft);
  if (!body.ok) return body.response;
  const invoice = await updateInvoice(path.data.id, body.data);
  return invoice ? HttpResponse.json({ invoice }) : notFound(`Invoice ${path.data.id}`);
};

export const paymentResolver: HttpResponseResolver = async ({ params, request }) => {
  const path = parseParams(params, invoiceIdPath);
  if (!path.ok) return path.response;
  const body = await parseBody(request, paymentBody);
  if (!body.ok) return body.response;
  const result = await addPayment(path.data.id, body.data);
  if (result.ok) return HttpResponse.json({ invoice: result.invoice }, { status: 201 });
  return 'field' in result
    ? errorResponse(400, `Invalid request. ${result.field}: ${result.error}`, [
        { path: result.field, message: result.error },
      ])
    : errorResponse(result.status, result.error);
};

export const sendResolver: HttpResponseResolver = async ({ params, request }) => {
  const path = parseParams(params, invoiceIdPath);
  if (!path.ok) return path.response;
  const body = await parseBody(request, sendInvoiceBody);
  if (!body.ok) return body.response;
  const invoice = await sendInvoice(path.data.id);
  return invoice ? HttpResponse.json({ invoice, sentTo: body.data.to }) : notFound(`Invoice ${path.data.id}`);
};

export const deleteResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, invoiceIdQuery);
  if (!query.ok) return query.response;
  return (await invoices.remove(query.data.id))
    ? HttpResponse.json({ id: query.data.id })
    : notFound(`Invoice ${query.data.id}`);
};
