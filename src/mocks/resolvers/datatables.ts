import { HttpResponse, type HttpResponseResolver } from 'msw';
import { datatablesQuery } from '@/lib/api/schemas/datatables';
import { jsonWithSerialized, parseQuery } from '../http';
import { employees, listEmployees } from '../services/datatables';

export const initialDataResolver: HttpResponseResolver = async () =>
  new HttpResponse(await employees.json(), { headers: { 'Content-Type': 'application/json' } });

export const listResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, datatablesQuery);
  if (!query.ok) return query.response;
  return jsonWithSerialized(await listEmployees(query.data), { allData: await employees.json() });
};
