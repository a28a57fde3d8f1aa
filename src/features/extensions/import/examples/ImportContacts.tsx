import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { checkRows, guessMapping, type Mapping } from './contactRows';
import { ContactPreview } from './ContactPreview';
import { MAX_BYTES, readTable, type ImportedTable } from './readTable';
import sampleCsv from '../samples/contacts.csv?url';
import sampleXlsx from '../samples/contacts.xlsx?url';

const Stack = styled.div`
  display: grid;
  gap: var(--space-4);
`;

const Zone = styled.div<{ $active: boolean }>`
  display: grid;
  justify-items: center;
  gap: var(--space-2);
  padding: var(--space-6) var(--space-4);
  border: 2px dashed ${(p) => (p.$active ? 'var(--c-primary)' : 'var(--c-border)')};
  border-radius: var(--radius-lg);
  background: ${(p) => (p.$active ? 'var(--c-primary-tint)' : 'transparent')};
  text-align: center;
  p {
    margin: 0;
  }
  small {
    color: var(--c-muted);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const accept = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** Why react-dropzone refused a file, said for the person who chose it. */
const refusal = ({ file, errors }: FileRejection) =>
  errors[0]?.code === 'file-too-large'
    ? `${file.name} is larger than 512 KB.`
    : errors[0]?.code === 'too-many-files'
      ? 'Import one file at a time.'
      : `${file.name} is not a CSV or Excel (.xlsx) file.`;

/**
 * Import contacts from a CSV or Excel file: drop it or pick it, match its columns to the fields,
 * see every row checked, and import the good ones. A file that cannot be read leaves what was
 * there as it was and says why.
 */
export default function ImportContacts() {
  const [table, setTable] = useState<ImportedTable>();
  const [mapping, setMapping] = useState<Mapping>({});
  const [problem, setProblem] = useState<string>();
  const [reading, setReading] = useState(false);
  const [done, setDone] = useState<string>();

  const open = (file: File) => {
    setReading(true);
    setProblem(undefined);
    setDone(undefined);
    readTable(file)
      .then((read) => {
        setTable(read);
        setMapping(guessMapping(read.header));
      })
      .catch((error: Error) => setProblem(error.message))
      .finally(() => setReading(false));
  };
  const dropzone = useDropzone({
    accept,
    maxSize: MAX_BYTES,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDrop: ([file], [rejected]) => (rejected ? setProblem(refusal(rejected)) : file && open(file)),
  });
  const loadSample = (url: string, name: string) =>
    fetch(url)
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(response.statusText))))
      .then((blob) => open(new File([blob], name)))
      .catch(() => setProblem(`The sample ${name} could not be downloaded.`));

  const rows = table ? checkRows(table.rows, mapping) : [];
  const ready = rows.filter((row) => row.contact);
  const importReady = () => {
    setDone(`${ready.length} contacts imported from ${table!.fileName}; ${rows.length - ready.length} rows left out.`);
    setTable(undefined);
  };

  return (
    <Stack>
      <Zone {...dropzone.getRootProps()} role="group" aria-label="Import a file" $active={dropzone.isDragActive}>
        <input {...dropzone.getInputProps()} aria-label="Contacts file" />
        <FileUp aria-hidden />
        <p>Drop a CSV or Excel file here, or</p>
        <Button onClick={dropzone.open} loading={reading}>
          Choose a file
        </Button>
        <small>.csv or .xlsx, up to 512 KB and 500 rows; the first row names the columns.</small>
        <Row>
          <small>No file at hand? Try a sample:</small>
          <Button variant="text" size="sm" onClick={() => void loadSample(sampleCsv, 'contacts.csv')}>
            contacts.csv
          </Button>
          <Button variant="text" size="sm" onClick={() => void loadSample(sampleXlsx, 'contacts.xlsx')}>
            contacts.xlsx
          </Button>
        </Row>
      </Zone>
      {problem && (
        <Alert tone="danger" role="alert" title="The file was not imported">
          {problem}
        </Alert>
      )}
      {done && (
        <Alert tone="success" role="status">
          {done}
        </Alert>
      )}
      {table && (
        <>
          <p role="status">
            {table.fileName}: {rows.length} rows, {ready.length} ready, {rows.length - ready.length} with problems.
          </p>
          <ContactPreview header={table.header} mapping={mapping} onMappingChange={setMapping} rows={rows} />
          <Row>
            <Button onClick={importReady} disabled={ready.length === 0}>
              Import {ready.length} contacts
            </Button>
            <Button variant="outline" tone="secondary" onClick={() => setTable(undefined)}>
              Start over
            </Button>
          </Row>
        </>
      )}
    </Stack>
  );
}
