import type * as z from '@/lib/api/zod';
import type { DatatablesResponse, datatablesQuery, Employee } from '@/lib/api/schemas/datatables';
import { defineTable } from '../db';
import { matchesQuery, paginate, sortRows } from './list';

export const employees = defineTable<Employee>(() =>
  import('../data/seed/employees.json').then((m) => m.default as Employee[]),
);

/**
 * Search over name, post, email, age, salary and start date. The answer's `allData` is the
 * table itself (`employees.json()`), added by the resolver.
 */
export async function listEmployees(
  query: z.output<typeof datatablesQuery>,
): Promise<Omit<DatatablesResponse, 'allData'>> {
  const filtered = (await employees.all()).filter((row) =>
    matchesQuery(query.q, [row.full_name, row.post, row.email, row.age, row.salary, row.start_date]),
  );
  const sorted = sortRows(filtered, query.sortColumn, query.sort);
  return { invoices: paginate(sorted, query.page, query.perPage), total: filtered.length };
}
