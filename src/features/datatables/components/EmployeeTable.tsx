import { useTable, type ExpandedState, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { Fragment, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Employee } from '@/lib/api/schemas/datatables';
import { busyBarCss } from '@/ui/shared/busyBarCss';
import { Table, TableContainer, TBody, Th, THead } from '@/ui/table/Table';
import { EmployeeDetails } from './EmployeeDetails';
import { employeeTableFeatures } from './employeeTable';
import { detailsId } from './RowControls';
import { useEmployeeColumns } from './useEmployeeColumns';
import { applyUpdater as apply } from '../applyUpdater';

const BusyBar = styled.div`
  ${busyBarCss}
`;

const Wide = styled.td`
  padding: var(--space-6) var(--space-5) !important;
  text-align: center;
`;

/* The frame the details measure: they span what is in view, not the whole (scrolled) table. */
const Frame = styled.div`
  container-type: inline-size;
  th[data-figure] {
    text-align: end;
  }
`;

const DetailsCell = styled.td`
  padding: 0 !important;
  background: var(--c-body);
`;

/* Held at the scroll's start edge and as wide as the frame, so a phone shows every field without
   scrolling sideways; on a wide screen they start where the name does. */
const Details = styled.div`
  position: sticky;
  inset-inline-start: 0;
  inline-size: 100cqi;
  padding-block: var(--space-4) var(--space-5);
  padding-inline: 5.5rem var(--space-5);
  @container (max-width: 40rem) {
    padding-inline: var(--space-5);
  }
`;

/** The columns whose values are figures: their headers line up with them, at the end. */
const figures = new Set(['start_date', 'salary', 'age']);

export type EmployeeTableProps = {
  employees: Employee[];
  /** The table's name for assistive technology. */
  label: string;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  /** Chosen rows by id, kept by the list across pages. */
  selection: RowSelectionState;
  onSelectionChange: (change: (old: RowSelectionState) => RowSelectionState) => void;
  /** The next rows are on their way: these stay, a bar runs along the top, the table is busy. */
  busy?: boolean;
  /** Takes the body's place when there are no rows (nothing found, or a load error). */
  empty?: ReactNode;
};

/**
 * A page of employees: each row can be chosen (checkbox, with one for the whole page) and opened to
 * show every field beneath it; the headers sort through the server. The kit's DataTable draws
 * neither choosing nor opening, so this draws the kit's table parts itself.
 */
export function EmployeeTable(props: EmployeeTableProps) {
  const { employees, label, sorting, onSortingChange, selection, onSelectionChange, busy = false, empty } = props;
  const columns = useEmployeeColumns();
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const table = useTable({
    features: employeeTableFeatures,
    columns,
    data: employees,
    getRowId: (employee) => String(employee.id),
    manualSorting: true,
    enableSortingRemoval: false,
    getRowCanExpand: () => true,
    state: { sorting, rowSelection: selection, expanded },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    onRowSelectionChange: apply(onSelectionChange),
    onExpandedChange: apply(setExpanded),
  });
  const rows = table.getRowModel().rows;
  return (
    <Frame>
      <TableContainer>
        {busy && <BusyBar aria-hidden />}
        <Table aria-label={label} aria-busy={busy || undefined}>
          <THead>
            <tr>
              {table.getFlatHeaders().map((header) => {
                const sortable = header.column.getCanSort() && header.column.accessorFn != null;
                const order = header.column.getIsSorted();
                return (
                  <Th
                    key={header.id}
                    scope="col"
                    data-figure={figures.has(header.column.id) || undefined}
                    sort={sortable ? order : undefined}
                    onSort={sortable ? () => header.column.toggleSorting(order === 'asc') : undefined}
                  >
                    <table.FlexRender header={header} />
                  </Th>
                );
              })}
            </tr>
          </THead>
          <TBody>
            {rows.length === 0 && (
              <tr>
                <Wide colSpan={columns.length}>{empty}</Wide>
              </tr>
            )}
            {rows.map((row) => (
              <Fragment key={row.id}>
                <tr aria-selected={row.getIsSelected()}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
                {row.getIsExpanded() && (
                  <tr>
                    <DetailsCell id={detailsId(row)} colSpan={columns.length}>
                      <Details>
                        <EmployeeDetails employee={row.original} />
                      </Details>
                    </DetailsCell>
                  </tr>
                )}
              </Fragment>
            ))}
          </TBody>
        </Table>
      </TableContainer>
    </Frame>
  );
}
