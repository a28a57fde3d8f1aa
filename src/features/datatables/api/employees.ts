import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { datatablesPaths } from '@/lib/api/paths/datatables';
import type { DatatablesResponse, Employee } from '@/lib/api/schemas/datatables';
import type { EmployeeListState } from '../listParams';

/** Every data-table query starts with the domain's name (docs/ARCHITECTURE.md, query keys). */
export const datatablesKey = ['datatables'] as const;

/** A page of employees, searched and sorted by the server; the previous page stays on screen while the next loads. */
export const employeesOptions = (query: EmployeeListState) =>
  queryOptions({
    queryKey: [...datatablesKey, 'data', query],
    queryFn: ({ signal }) => api.get<DatatablesResponse>(datatablesPaths.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
export const useEmployees = (query: EmployeeListState) => useQuery(employeesOptions(query));

/** Every employee, for the tables that filter and sort on the client (the advanced table). */
export const allEmployeesOptions = () =>
  queryOptions({
    queryKey: [...datatablesKey, 'initial-data'],
    queryFn: ({ signal }) => api.get<Employee[]>(datatablesPaths.initialData, { signal }),
  });
export const useAllEmployees = () => useQuery(allEmployeesOptions());
