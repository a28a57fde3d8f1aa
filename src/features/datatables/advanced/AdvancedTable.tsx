import type { SortingState } from '@tanstack/react-table';
import { lazy, Suspense, useRef, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Table, TBody, Th, THead } from '@/ui/table/Table';
import { columnWidth, figureColumns, type AdvancedColumnId } from './advancedTable';
import { ColumnFilter } from './ColumnFilter';
import { ROW_HEIGHT, VIRTUAL_FROM } from './rowHeight';
import { RowsSlice } from './RowsSlice';
import type { useAdvancedTable } from './useAdvancedTable';

/** The long list's first rows, drawn while its code loads. */
const FIRST_ROWS = 20;
const VirtualRows = lazy(() => import('./VirtualRows'));

/* The body scrolls under a header that stays: titles and filters. */
const Scroller = styled.div`
  position: relative;
  max-block-size: 36rem;
  overflow: auto;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: -2px;
  }
`;

const Grid = styled(Table)`
  table-layout: fixed;
  min-inline-size: 89.5rem;
  thead {
    position: sticky;
    inset-block-start: 0;
    z-index: 2;
  }
  thead th {
    background: var(--c-raised);
  }
  thead tr + tr th {
    padding-block: var(--space-2) var(--space-3);
    text-transform: none;
    letter-spacing: normal;
    font-weight: var(--fw-regular);
    vertical-align: top;
  }
  tbody tr {
    block-size: ${ROW_HEIGHT}px;
  }
  tbody td {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    padding-block: 0;
  }
  th[data-figure] {
    text-align: end;
  }
`;

const Wide = styled.td`
  padding: var(--space-6) var(--space-5) !important;
  text-align: center;
  white-space: normal !important;
`;

type Table = ReturnType<typeof useAdvancedTable>['table'];

type Props = {
  table: Table;
  sorting: SortingState;
  label: string;
  /** Takes the body's place when no row is left (nothing matches, loading, a load error). */
  empty?: ReactNode;
};

/**
 * The employees with a sticky header of titles and filters. Headers sort (Shift adds a column to the
 * sort, its place shown by a number); from VIRTUAL_FROM rows the body draws only the rows in view
 * (@tanstack/react-virtual), with rows of one fixed height and columns of fixed widths, so nothing
 * moves as rows come and go. The scroll box is a named region: the keyboard scrolls it too.
 */
export function AdvancedTable({ table, sorting, label, empty }: Props) {
  const { t } = useTranslation('datatables');
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  const colSpan = columns.length;
  const render = (cell: Parameters<ComponentProps<typeof RowsSlice>['render']>[0]) => <table.FlexRender cell={cell} />;
  // Until the long list's code arrives, its first rows, with the rest of its height kept.
  const firstRows = rows.slice(0, FIRST_ROWS);
  const waiting = (
    <RowsSlice
      rows={firstRows}
      firstIndex={0}
      before={0}
      after={(rows.length - firstRows.length) * ROW_HEIGHT}
      colSpan={colSpan}
      render={render}
    />
  );

  return (
    <Scroller ref={scroller} tabIndex={0} role="region" aria-label={t('datatables.advanced.scrollRegion', { label })}>
      <Grid aria-label={label} aria-rowcount={rows.length + 2}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ inlineSize: columnWidth[column.id as AdvancedColumnId] }} />
          ))}
        </colgroup>
        <THead>
          <tr aria-rowindex={1}>
            {table.getFlatHeaders().map((header) => {
              const { column } = header;
              if (!column.getIsVisible()) return null;
              const order = column.getIsSorted();
              const rank = sorting.length > 1 && order ? column.getSortIndex() + 1 : undefined;
              return (
                <Th
                  key={header.id}
                  scope="col"
                  data-figure={figureColumns.has(column.id) || undefined}
                  sort={order}
                  sortRank={rank}
                  sortRankLabel={rank ? t('datatables.advanced.sortRank', { rank }) : undefined}
                  onSort={(event) => column.toggleSorting(order === 'asc', event.shiftKey)}
                >
                  <table.FlexRender header={header} />
                </Th>
              );
            })}
          </tr>
          <tr aria-rowindex={2}>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                <ColumnFilter
                  id={column.id as AdvancedColumnId}
                  header={String(column.columnDef.header)}
                  value={column.getFilterValue()}
                  onChange={(value) => column.setFilterValue(value)}
                />
              </th>
            ))}
          </tr>
        </THead>
        <TBody>
          {rows.length === 0 && empty != null && (
            <tr>
              <Wide colSpan={columns.length}>{empty}</Wide>
            </tr>
          )}
          {rows.length >= VIRTUAL_FROM ? (
            <Suspense fallback={waiting}>
              <VirtualRows rows={rows} scroller={scroller} colSpan={colSpan} render={render} />
            </Suspense>
          ) : (
            <RowsSlice rows={rows} firstIndex={0} before={0} after={0} colSpan={colSpan} render={render} />
          )}
        </TBody>
      </Grid>
    </Scroller>
  );
}
