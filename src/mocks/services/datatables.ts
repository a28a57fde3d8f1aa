import type * as z from 'zod';
import type { DatatablesResponse, datatablesQuery, Employee } from '@/lib/api/schemas/datatables';
import { defineTable } from '../db';
import { matchesQuery, paginate, sortRows } from './list';

export const employees = defineTable<Employee>(() =>
  import('../data/seed/employees.json').then((m) => m.default as Employee[]),
);

/** SPEC 7: search over name, post, email, age, salary and start date. */
export async function listEmployees(query: z.output<typeof datatablesQuery>): Promise<DatatablesResponse> {
  const allData = await employees.all();
  const filtered = allData.filter((row) =>
    matchesQuery(query.q, [row.full_name, row.post, row.email, row.age, row.salary, row.start_date]),
  );
  const sorted = sortRows(filtered, query.sortColumn, query.sort);
  return { allData, invoices: paginate(sorted, query.page, query.perPage), total: filtered.length };
}
