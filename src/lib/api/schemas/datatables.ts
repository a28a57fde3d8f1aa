import * as z from '../zod';
import { employeeSortColumns } from '../datatableRules';
import { pageParams, perPage } from './common';

/** The sort columns are in ../datatableRules.ts. */
export { employeeSortColumns } from '../datatableRules';

/** Data-table employees (docs/demo-api.md). `status` is a number 1–5 that the demo data leaves unnamed. */
export const employee = z.object({
  id: z.number().check(z.int()),
  avatar: z.string(),
  full_name: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  /** ISO date, `2022-06-06`. */
  start_date: z.string(),
  salary: z.number(),
  age: z.number().check(z.int()),
  experience: z.string(),
  status: z.number().check(z.int(), z.gte(1), z.lte(5)),
});
export type Employee = z.infer<typeof employee>;

/** The original API takes q, perPage and page; sorting by a column is this server's addition for server-side tables. */
export const datatablesQuery = z.object({
  ...pageParams,
  perPage: perPage(10),
  sortColumn: z._default(
    z.enum(employeeSortColumns, { error: `must be one of ${employeeSortColumns.join(', ')}` }),
    'id',
  ),
});
export type DatatablesQuery = z.input<typeof datatablesQuery>;

/** The page of rows is called `invoices`, as docs/demo-api.md names it. */
export const datatablesResponse = z.object({
  allData: z.array(employee),
  invoices: z.array(employee),
  total: z.number().check(z.int()),
});
export type DatatablesResponse = z.infer<typeof datatablesResponse>;
