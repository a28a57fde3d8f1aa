import {
  useTable,
  type ColumnFiltersState,
  type ColumnOrderState,
  type SortingState,
  type ColumnVisibilityState,
} from '@tanstack/react-table';
import { useState } from 'react';
import type { Employee } from '@/lib/api/schemas/datatables';
import { advancedColumnIds, advancedTableFeatures, type AdvancedColumnId } from './advancedTable';
import { useAdvancedColumns } from './useAdvancedColumns';
import { applyUpdater as apply } from '../applyUpdater';

/**
 * The advanced table's state (filters, sorting, visible columns and their order) and the table over
 * `employees`, filtered and sorted on the client.
 */
export function useAdvancedTable(employees: Employee[]) {
  const columns = useAdvancedColumns();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});
  const [columnOrder, setColumnOrder] = useState<ColumnOrderState>([...advancedColumnIds]);
  const table = useTable({
    features: advancedTableFeatures,
    columns,
    data: employees,
    getRowId: (employee) => String(employee.id),
    enableMultiSort: true,
    // Shift adds a column to the sort (read from the header's click, by pointer or keyboard).
    isMultiSortEvent: (event) => (event as { shiftKey?: boolean }).shiftKey === true,
    enableSortingRemoval: false,
    state: { sorting, columnFilters, columnVisibility, columnOrder },
    onSortingChange: apply(setSorting),
    onColumnFiltersChange: apply(setColumnFilters),
    onColumnVisibilityChange: apply(setColumnVisibility),
    onColumnOrderChange: apply(setColumnOrder),
  });

  const order = columnOrder as AdvancedColumnId[];
  const move = (id: AdvancedColumnId, by: -1 | 1) => {
    const from = order.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= order.length) return;
    const next = [...order];
    [next[from], next[to]] = [next[to]!, next[from]!];
    setColumnOrder(next);
  };

  return {
    table,
    order,
    sorting,
    filtered: columnFilters.length > 0,
    isVisible: (id: AdvancedColumnId) => columnVisibility[id] !== false,
    setVisible: (id: AdvancedColumnId, visible: boolean) => setColumnVisibility((old) => ({ ...old, [id]: visible })),
    move,
    resetColumns: () => {
      setColumnVisibility({});
      setColumnOrder([...advancedColumnIds]);
    },
    clearFilters: () => setColumnFilters([]),
    clearSorting: () => setSorting([]),
  };
}
