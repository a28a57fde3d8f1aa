import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BasicTable from '../examples/BasicTable';
import basicSource from '../examples/BasicTable.tsx?raw';
import BorderedTable from '../examples/BorderedTable';
import borderedSource from '../examples/BorderedTable.tsx?raw';
import BorderlessTable from '../examples/BorderlessTable';
import borderlessSource from '../examples/BorderlessTable.tsx?raw';
import ContextualTable from '../examples/ContextualTable';
import contextualSource from '../examples/ContextualTable.tsx?raw';
import DarkHeadTable from '../examples/DarkHeadTable';
import darkHeadSource from '../examples/DarkHeadTable.tsx?raw';
import HoverTable from '../examples/HoverTable';
import hoverSource from '../examples/HoverTable.tsx?raw';
import ResponsiveTable from '../examples/ResponsiveTable';
import responsiveSource from '../examples/ResponsiveTable.tsx?raw';
import SmallTable from '../examples/SmallTable';
import smallSource from '../examples/SmallTable.tsx?raw';
import StripedTable from '../examples/StripedTable';
import stripedSource from '../examples/StripedTable.tsx?raw';

/** The kit's story that shows the table's variants. */
const story = 'ui-table--variants';

/** Each example: its key in the page's translations, the component, its source file and its name. */
const examples: DemoExample[] = [
  { key: 'basic', Component: BasicTable, source: basicSource, file: 'BasicTable.tsx', story },
  { key: 'darkHead', Component: DarkHeadTable, source: darkHeadSource, file: 'DarkHeadTable.tsx', story },
  { key: 'striped', Component: StripedTable, source: stripedSource, file: 'StripedTable.tsx', story },
  { key: 'bordered', Component: BorderedTable, source: borderedSource, file: 'BorderedTable.tsx', story },
  { key: 'borderless', Component: BorderlessTable, source: borderlessSource, file: 'BorderlessTable.tsx', story },
  { key: 'hover', Component: HoverTable, source: hoverSource, file: 'HoverTable.tsx', story },
  { key: 'small', Component: SmallTable, source: smallSource, file: 'SmallTable.tsx', story },
  { key: 'contextual', Component: ContextualTable, source: contextualSource, file: 'ContextualTable.tsx', story },
  { key: 'responsive', Component: ResponsiveTable, source: responsiveSource, file: 'ResponsiveTable.tsx', story },
];

/**
 * `/tables/reactstrap`: the kit's plain HTML table in every variant (basic, dark head, striped,
 * bordered, borderless, hover, small, contextual rows, responsive), each with its own source.
 */
export function TablesPage() {
  return <DemoPage namespace="tables" words="tables" examples={examples} column="34rem" />;
}
