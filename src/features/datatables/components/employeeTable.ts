import {
  createColumnHelper,
  rowExpandingFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type Row,
} from '@tanstack/react-table';
import type { Employee } from '@/lib/api/schemas/datatables';

/**
 * The basic table's features: sorting that the server does (the table draws the headers' state and
 * reports clicks), rows chosen with a checkbox, and rows opened to show their details.
 */
export const employeeTableFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature, rowExpandingFeature });
type Features = typeof employeeTableFeatures;

export const employeeColumn = createColumnHelper<Features, Employee>();
export type EmployeeColumn = ColumnDef<Features, Employee, unknown>;
export type EmployeeRow = Row<Features, Employee>;
