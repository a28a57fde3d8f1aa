import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import exportBarSource from '../spreadsheet/ExportBar.tsx?raw';
import ordersTableSource from '../spreadsheet/OrdersTable.tsx?raw';
import saveTableSource from '../spreadsheet/saveTable.ts?raw';
import ExportFilteredRows from './examples/ExportFilteredRows';
import filteredSource from './examples/ExportFilteredRows.tsx?raw';
import ExportWholeTable from './examples/ExportWholeTable';
import wholeSource from './examples/ExportWholeTable.tsx?raw';

const story = 'ui-elements-extensions-export--default';

/** Each example: its key in `extExport`, the component, its source and the files it builds on. */
const examples = [
  {
    key: 'whole',
    Component: ExportWholeTable,
    source: wholeSource,
    file: 'ExportWholeTable.tsx',
    story,
    more: [
      { file: 'saveTable.ts', source: saveTableSource },
      { file: 'ExportBar.tsx', source: exportBarSource },
      { file: 'OrdersTable.tsx', source: ordersTableSource },
    ],
    wide: true,
  },
  {
    key: 'filtered',
    Component: ExportFilteredRows,
    source: filteredSource,
    file: 'ExportFilteredRows.tsx',
    story,
    wide: true,
  },
] satisfies DemoExample[];

/**
 * `/extensions/export`: a table saved as CSV (papaparse) or Excel (write-excel-file) or printed,
 * whole or as the search leaves it, under a file name the user picks.
 */
export function ExportPage() {
  return <DemoPage namespace="extensions" words="extExport" examples={examples} column="40rem" />;
}
