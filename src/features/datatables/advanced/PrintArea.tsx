import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { Employee } from '@/lib/api/schemas/datatables';
import type { ExportColumn } from './useAdvancedColumns';

/* While the table prints, the page prints this alone: the rows as the table shows them, whole. */
const PrintOnlyThis = createGlobalStyle`
  @media print {
    body > *:not([data-print-area]) {
      display: none !important;
    }
  }
`;

const Sheet = styled.div`
  display: none;
  @media print {
    display: block;
    color: #000;
    font-size: 10pt;
    h1 {
      margin: 0 0 8pt;
      font-size: 14pt;
    }
    table {
      inline-size: 100%;
      border-collapse: collapse;
    }
    th,
    td {
      padding: 3pt 5pt;
      border: 1px solid #999;
      text-align: start;
    }
    thead {
      display: table-header-group;
    }
    tr {
      break-inside: avoid;
    }
  }
`;

type Props = { title: string; columns: readonly ExportColumn[]; rows: readonly Employee[] };

/** What Print sends to the printer: the filtered, sorted rows in the visible columns, every one of them. */
export function PrintArea({ title, columns, rows }: Props) {
  return createPortal(
    <Sheet data-print-area data-testid="print-area">
      <PrintOnlyThis />
      <h1>{title}</h1>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.id}>{column.value(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Sheet>,
    document.body,
  );
}
