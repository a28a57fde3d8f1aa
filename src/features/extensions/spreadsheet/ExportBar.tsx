import { FileText, Printer, Sheet } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { PrintSheet, usePrint } from '@/ui/print-sheet/PrintSheet';
import { fileNameProblem, saveTable, type SheetColumn, type SheetFormat } from './saveTable';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-3);
  > :first-child {
    flex: 1 1 14rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  /* Beside the field's input, not its hint. */
  margin-block-end: 1.625rem;
`;

const Status = styled.p`
  min-block-size: 1.5em;
  margin: var(--space-3) 0 0;
  font-size: var(--fs-sm);
  color: var(--c-muted);
`;

type Props<Row> = {
  /** What the sheet's title and the file name start as. */
  name: string;
  columns: readonly SheetColumn<Row>[];
  rows: readonly Row[];
  /** Why there is nothing to export yet (no row chosen): the buttons wait and say why. */
  nothingHint: string;
};

/**
 * The file name and the three ways out: CSV, Excel and paper. A name a file system refuses is
 * refused at the field, what was typed stays, and the result is announced.
 */
export function ExportBar<Row>({ name, columns, rows, nothingHint }: Props<Row>) {
  const [fileName, setFileName] = useState(name);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<SheetFormat>();
  const [status, setStatus] = useState('');
  const { printing, print } = usePrint();
  const nothing = rows.length === 0;

  const save = (format: SheetFormat) => {
    const refused = fileNameProblem(fileName);
    setProblem(refused);
    if (refused) return;
    const file = `${fileName.trim()}.${format}`;
    setBusy(format);
    setStatus('');
    saveTable(format, fileName.trim(), columns, rows)
      .then(() => setStatus(`Saved ${file} with ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}.`))
      .catch((error: Error) => setStatus(`Could not make ${file}: ${error.message}`))
      .finally(() => setBusy(undefined));
  };

  return (
    <>
      <Bar>
        <Field label="File name" error={problem} hint={nothing ? nothingHint : 'Without the extension.'}>
          <Input value={fileName} onChange={(event) => setFileName(event.target.value)} />
        </Field>
        <Buttons>
          <Button
            variant="outline"
            startIcon={<FileText aria-hidden />}
            disabled={nothing}
            loading={busy === 'csv'}
            onClick={() => save('csv')}
          >
            CSV
          </Button>
          <Button
            variant="outline"
            startIcon={<Sheet aria-hidden />}
            disabled={nothing}
            loading={busy === 'xlsx'}
            onClick={() => save('xlsx')}
          >
            Excel
          </Button>
          <Button variant="outline" startIcon={<Printer aria-hidden />} disabled={nothing} onClick={print}>
            Print
          </Button>
        </Buttons>
      </Bar>
      <Status role="status">{status}</Status>
      {printing && (
        <PrintSheet
          title={fileName.trim() || name}
          columns={columns.map((column) => ({
            id: column.header,
            header: column.header,
            value: (row: Row) => {
              const value = column.value(row);
              return value instanceof Date
                ? value.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
                : value;
            },
          }))}
          rows={rows}
        />
      )}
    </>
  );
}
