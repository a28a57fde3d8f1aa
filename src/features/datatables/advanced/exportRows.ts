import { saveBlob, toCsv } from '@/lib/csv';
import type { Employee } from '@/lib/api/schemas/datatables';
import type { ExportColumn } from './useAdvancedColumns';

/** The rows as the table shows them (filtered, sorted), in its visible columns and their order. */
export const exportTable = (columns: readonly ExportColumn[], rows: readonly Employee[]) => ({
  header: columns.map((column) => column.header),
  rows: rows.map((row) => columns.map((column) => column.value(row))),
});

export function exportCsv(name: string, columns: readonly ExportColumn[], rows: readonly Employee[]) {
  const { header, rows: values } = exportTable(columns, rows);
  saveBlob(`${name}.csv`, new Blob(['\uFEFF', toCsv(header, values)], { type: 'text/csv;charset=utf-8' }));
}

/**
 * An Excel workbook of the same rows: the header in bold, figures as numbers and days as dates the
 * spreadsheet can compute with. write-excel-file loads on the first export, not with the page.
 */
export async function exportExcel(name: string, columns: readonly ExportColumn[], rows: readonly Employee[]) {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const { header, rows: values } = exportTable(columns, rows);
  const sheet = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...values.map((row) =>
      row.map((value, index) =>
        columns[index]!.id === 'start_date'
          ? { value: new Date(`${value}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' }
          : { value },
      ),
    ),
  ];
  const blob = await writeExcelFile(sheet, {
    columns: columns.map((column) => ({ width: column.id === 'email' ? 32 : 18 })),
    stickyRowsCount: 1,
  }).toBlob();
  saveBlob(`${name}.xlsx`, blob);
}
