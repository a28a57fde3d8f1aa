import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { busyBarCss } from '../shared/busyBarCss';
import { Table, TableContainer, TBody, Th, THead } from './Table';
import { useScrollRegion } from './useScrollRegion';

/**
 * The features every data table here uses: sorting whose state the page owns (the server sorts, so
 * the table only draws the headers' state and reports clicks).
 */
export const dataTableFeatures = tableFeatures({ rowSortingFeature });
export type DataTableFeatures = typeof dataTableFeatures;
export type DataColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each column has its own value type
export const dataColumns = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();
export type { SortingState };

/* New rows on their way: a bar along the table's top edge, the rows as they are (aria-busy). */
const BusyBar = styled.div`
  ${busyBarCss}
`;

const Message = styled.td`
  padding: var(--space-6) var(--space-5) !important;
  text-align: center;
`;

export type DataTableProps<T extends RowData> = {
  columns: DataColumn<T>[];
  data: T[];
  /** The table's name for assistive technology. */
  label: string;
  getRowId: (row: T) => string;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** New rows are on their way: the current ones stay, a bar runs along the top, the table is marked busy. */
  busy?: boolean;
  /** Shown in place of the rows when there are none (an empty state, or a load error). */
  empty?: ReactNode;
};

/**
 * A TanStack table drawn with the design system's table parts: sortable headers announce their
 * order through aria-sort, rows keep their place while the next page loads (a bar runs along the
 * table's top edge), and a message takes the body's place when there is nothing to show.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  label,
  getRowId,
  sorting = [],
  onSortingChange,
  busy = false,
  empty,
}: DataTableProps<T>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    manualSorting: true,
    enableSorting: onSortingChange != null,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater),
  });
  const rows = table.getRowModel().rows;
  const scrollRegion = useScrollRegion<HTMLDivElement>(label);
  return (
    <TableContainer {...scrollRegion}>
      {busy && <BusyBar aria-hidden />}
      <Table aria-label={label} aria-busy={busy || undefined}>
        <THead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const { column } = header;
                const canSort = column.getCanSort();
                return (
                  <Th
                    key={header.id}
                    scope="col"
                    sort={canSort ? column.getIsSorted() : undefined}
                    onSort={canSort ? () => column.toggleSorting(column.getIsSorted() === 'asc') : undefined}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </Th>
                );
              })}
            </tr>
          ))}
        </THead>
        <TBody>
          {rows.length === 0 && empty != null ? (
            <tr>
              <Message colSpan={columns.length}>{empty}</Message>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </TBody>
      </Table>
    </TableContainer>
  );
}
