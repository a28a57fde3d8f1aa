import { employeeSortColumns } from '@/lib/api/datatableRules';
import { oneOf, pageFrom, writeWithoutDefaults, type ListCodec } from '@/lib/hooks/useUrlListState';

export const pageSizes = [10, 25, 50, 100] as const;
type SortColumn = (typeof employeeSortColumns)[number];

/** The basic table's state, as the URL holds it (`?q=designer&sortColumn=salary&sort=desc&page=2`). */
export type EmployeeListState = {
  q: string;
  sortColumn: SortColumn;
  sort: 'asc' | 'desc';
  page: number;
  perPage: number;
};

const defaults: EmployeeListState = { q: '', sortColumn: 'id', sort: 'asc', page: 1, perPage: 10 };

const sizes = pageSizes.map(String);

/** Reads the state from the query string; anything unknown or malformed falls back to the default. */
export function readEmployeeListState(params: URLSearchParams): EmployeeListState {
  const size = oneOf(sizes, params.get('perPage'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    sortColumn: oneOf(employeeSortColumns, params.get('sortColumn')) ?? defaults.sortColumn,
    sort: params.get('sort') === 'desc' ? 'desc' : 'asc',
    page: pageFrom(params.get('page')),
    perPage: size ? Number(size) : defaults.perPage,
  };
}

export const employeeListCodec: ListCodec<EmployeeListState> = {
  read: readEmployeeListState,
  write: (state) => writeWithoutDefaults(state, defaults),
};
