import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import exportBarSource from '../spreadsheet/ExportBar.tsx?raw';
import ordersTableSource from '../spreadsheet/OrdersTable.tsx?raw';
import saveTableSource from '../spreadsheet/saveTable.ts?raw';
import ExportSelectedRows from './examples/ExportSelectedRows';
import selectedSource from './examples/ExportSelectedRows.tsx?raw';

/** The example: its key in `extExportSelected`, the component, its source and the files it builds on. */
const examples = [
  {
    key: 'selected',
    Component: ExportSelectedRows,
    source: selectedSource,
    file: 'ExportSelectedRows.tsx',
    story: 'ui-elements-extensions-export-selected--default',
    more: [
      { file: 'OrdersTable.tsx', source: ordersTableSource },
      { file: 'ExportBar.tsx', source: exportBarSource },
      { file: 'saveTable.ts', source: saveTableSource },
    ],
    wide: true,
  },
] satisfies DemoExample[];

/** `/extensions/export-selected`: only the rows ticked saved as CSV or Excel, or printed. */
export function ExportSelectedPage() {
  return <DemoPage namespace="extensions" words="extExportSelected" examples={examples} column="40rem" />;
}
