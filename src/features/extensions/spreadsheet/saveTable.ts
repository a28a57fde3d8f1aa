import Papa from 'papaparse';
import { saveBlob } from '@/lib/csv';

/** A column of an exported table: its heading and a row's value (numbers and dates stay typed in Excel). */
export type SheetColumn<Row> = { header: string; value: (row: Row) => string | number | Date };

export type SheetFormat = 'csv' | 'xlsx';

const asText = (value: string | number | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/**
 * CSV with papaparse: quoted where needed, CRLF lines, and a leading byte-order mark so Excel reads
 * UTF-8. `escapeFormulae` prefixes a cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`).
 */
export function saveCsv<Row>(fileName: string, columns: readonly SheetColumn<Row>[], rows: readonly Row[]) {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((c) => asText(c.value(row)))),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  saveBlob(`${fileName}.csv`, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}

/**
 * An Excel workbook with write-excel-file, loaded on the first export rather than with the page:
 * a bold header row that stays in view, numbers as numbers and days as dates.
 */
export async function saveExcel<Row>(fileName: string, columns: readonly SheetColumn<Row>[], rows: readonly Row[]) {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const sheet = [
    columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        return value instanceof Date ? { value, type: Date, format: 'yyyy-mm-dd' } : { value };
      }),
    ),
  ];
  const blob = await writeExcelFile(sheet, { stickyRowsCount: 1 }).toBlob();
  saveBlob(`${fileName}.xlsx`, blob);
}

/** Saves the rows in the format asked for. */
export const saveTable = <Row>(
  format: SheetFormat,
  fileName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
) => (format === 'csv' ? Promise.resolve(saveCsv(fileName, columns, rows)) : saveExcel(fileName, columns, rows));

/** Why a file name cannot be used, or nothing when it can. */
export function fileNameProblem(name: string): string | undefined {
  if (!name.trim()) return 'Give the file a name.';
  if (/[\\/:*?"<>|]/.test(name)) return 'A file name cannot contain \\ / : * ? " < > |';
  if (name.length > 100) return 'Keep the name under 100 characters.';
  return undefined;
}
