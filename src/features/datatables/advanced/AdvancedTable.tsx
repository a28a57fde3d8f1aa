import type { SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Table, TBody, Th, THead } from '@/ui/table/Table';
import { columnWidth, figureColumns, type AdvancedColumnId, type AdvancedRow } from './advancedTable';
import { ColumnFilter } from './ColumnFilter';
import type { useAdvancedTable } from './useAdvancedTable';

/** A body row's height, fixed (one line per cell), so the long list can place rows it has not drawn. */
export const ROW_HEIGHT = 56;
/** From this many rows the body draws only what is in view. */
export const VIRTUAL_FROM = 200;

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

const Spacer = styled.tr`
  &:hover > * {
    background: none !important;
  }
  td {
    padding: 0 !important;
    border: 0 !important;
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
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  const virtual = rows.length >= VIRTUAL_FROM;
  // The virtualizer hands back fresh functions each render, which the React Compiler cannot memoize:
  // it leaves this component as written, which is what the virtualizer needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const drawn: AdvancedRow[] = items ? items.map((item) => rows[item.index]!) : rows;
  const before = items?.[0]?.start ?? 0;
  const after = items?.length ? virtualizer.getTotalSize() - items.at(-1)!.end : 0;
  const firstIndex = items?.[0]?.index ?? 0;

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
          {before > 0 && (
            <Spacer aria-hidden>
              <td colSpan={columns.length} style={{ blockSize: before }} />
            </Spacer>
          )}
          {drawn.map((row, index) => (
            <tr key={row.id} aria-rowindex={firstIndex + index + 3}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {after > 0 && (
            <Spacer aria-hidden>
              <td colSpan={columns.length} style={{ blockSize: after }} />
            </Spacer>
          )}
        </TBody>
      </Grid>
    </Scroller>
  );
}
