import { useState, type Key, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';

/* While a sheet prints, the page prints it alone. */
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

/** One column of the printed table: its heading and what a row shows in it. */
export type PrintColumn<Row> = { id: string; header: ReactNode; value: (row: Row) => ReactNode };

export type PrintSheetProps<Row> = {
  title: string;
  columns: readonly PrintColumn<Row>[];
  rows: readonly Row[];
  /** A row's key; its position by default. */
  rowKey?: (row: Row, index: number) => Key;
};

/**
 * What Print sends to the printer: a plain table of every row given, drawn only for the printer (the
 * screen never shows it) while everything else on the page is left off the paper.
 */
export function PrintSheet<Row>({ title, columns, rows, rowKey = (_, index) => index }: PrintSheetProps<Row>) {
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
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
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

/**
 * Printing with a PrintSheet: `print()` draws the sheet at once, opens the browser's print dialog
 * (which blocks until it is closed) and then removes the sheet; render the sheet while `printing`.
 */
export function usePrint(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };
  return { printing, print };
}
