import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import previewSource from './examples/ContactPreview.tsx?raw';
import rowsSource from './examples/contactRows.ts?raw';
import ImportContacts from './examples/ImportContacts';
import importSource from './examples/ImportContacts.tsx?raw';
import readSource from './examples/readTable.ts?raw';

/** The example: its key in `extImport`, the component, its source and the files it builds on. */
const examples = [
  {
    key: 'contacts',
    Component: ImportContacts,
    source: importSource,
    file: 'ImportContacts.tsx',
    story: 'ui-elements-extensions-import--default',
    more: [
      { file: 'readTable.ts', source: readSource },
      { file: 'contactRows.ts', source: rowsSource },
      { file: 'ContactPreview.tsx', source: previewSource },
    ],
    wide: true,
  },
] satisfies DemoExample[];

/**
 * `/extensions/import`: a CSV (papaparse) or Excel (read-excel-file) file dropped or picked, its
 * columns matched to a contact's fields, every row checked, and a file that cannot be read refused
 * with the reason.
 */
export function ImportPage() {
  return <DemoPage namespace="extensions" words="extImport" examples={examples} column="40rem" />;
}
