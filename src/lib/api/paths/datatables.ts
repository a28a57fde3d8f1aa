/**
 * The data tables' employees.
 * What each one takes and answers: docs/demo-api.md, Data tables.
 */
export const datatablesPaths = {
  initialData: '/api/datatables/initial-data',
  list: '/api/datatables/data',
} as const;
