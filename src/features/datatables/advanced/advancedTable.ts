import {
  columnFilteringFeature,
  columnOrderingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  type ColumnDef,
  type Row,
} from '@tanstack/react-table';
import type { Employee } from '@/lib/api/schemas/datatables';

/**
 * The advanced table's features, all on the client over every employee: a filter per column,
 * sorting by several columns, columns hidden and moved. Only the sort functions it uses are
 * bundled; its filters are its own (columns.tsx).
 */
export const advancedTableFeatures = tableFeatures({
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  columnVisibilityFeature,
  columnOrderingFeature,
});
type Features = typeof advancedTableFeatures;

export const advancedColumn = createColumnHelper<Features, Employee>();
export type AdvancedColumnDef = ColumnDef<Features, Employee, unknown>;
export type AdvancedRow = Row<Features, Employee>;

/** The columns, in their first order; each has a filter of its kind. */
export const advancedColumnIds = [
  'full_name',
  'email',
  'post',
  'city',
  'start_date',
  'salary',
  'age',
  'status',
] as const;
export type AdvancedColumnId = (typeof advancedColumnIds)[number];

export type FilterKind = 'text' | 'range' | 'dates' | 'status';
export const filterKind: Record<AdvancedColumnId, FilterKind> = {
  full_name: 'text',
  email: 'text',
  post: 'text',
  city: 'text',
  start_date: 'dates',
  salary: 'range',
  age: 'range',
  status: 'status',
};

/** A column's width, fixed, so rows drawn as the body scrolls never make the columns jump. */
export const columnWidth: Record<AdvancedColumnId, string> = {
  full_name: '15rem',
  email: '17rem',
  post: '14rem',
  city: '10rem',
  start_date: '12.5rem',
  salary: '12rem',
  age: '9rem',
  status: '10rem',
};

/** The figures line up at the end, as in every table of the app. */
export const figureColumns = new Set<string>(['start_date', 'salary', 'age']);
