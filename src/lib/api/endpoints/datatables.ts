import * as z from 'zod';
import { datatablesPaths } from '../paths/datatables';
import * as datatables from '../schemas/datatables';
import { ok, invalid, type Endpoint } from './describe';

export const datatablesEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: datatablesPaths.initialData,
    tag: 'Data tables',
    summary: 'Every employee',
    responses: ok(z.array(datatables.employee)),
  },
  {
    method: 'get',
    path: datatablesPaths.list,
    tag: 'Data tables',
    summary: 'A page of employees (as `invoices`), with allData',
    description: 'Search covers name, post, email, age, salary and start date.',
    query: datatables.datatablesQuery,
    responses: { ...ok(datatables.datatablesResponse), ...invalid },
  },
];
