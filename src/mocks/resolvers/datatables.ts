import { HttpResponse, type HttpResponseResolver } from 'msw';
import { datatablesQuery } from '@/lib/api/schemas/datatables';
import { parseQuery } from '../http';
import { employees, listEmployees } from '../services/datatables';

export const initialDataResolver: HttpResponseResolver = async () => HttpResponse.json(await employees.all());

export const listResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, datatablesQuery);
  return query.ok ? HttpResponse.json(await listEmployees(query.data)) : query.response;
};
