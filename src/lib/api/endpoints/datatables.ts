import * as z from '../zod';
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
    description:
      'Search covers name, post, email, age, salary and start date. Beyond the original brief: sorting by a column (`sortColumn`, `sort`), for a table that pages on the server.',
    query: datatables.datatablesQuery,
    responses: { ...ok(datatables.datatablesResponse), ...invalid },
  },
];
