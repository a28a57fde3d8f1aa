/**
 * The data tables' plain values, shared by the schemas (schemas/datatables.ts) and the tables, which
 * read them from here so that drawing a table does not build the zod schemas (docs/demo-api.md).
 */

/** The columns the employees sort by (`?sortColumn=`). */
export const employeeSortColumns = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'status',
] as const;
