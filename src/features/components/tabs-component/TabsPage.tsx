import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BadgeTabs from './examples/BadgeTabs';
import badgeSource from './examples/BadgeTabs.tsx?raw';
import DisabledTab from './examples/DisabledTab';
import disabledSource from './examples/DisabledTab.tsx?raw';
import IconTabs from './examples/IconTabs';
import iconSource from './examples/IconTabs.tsx?raw';
import LineTabs from './examples/LineTabs';
import lineSource from './examples/LineTabs.tsx?raw';
import ManualTabs from './examples/ManualTabs';
import manualSource from './examples/ManualTabs.tsx?raw';
import PillTabs from './examples/PillTabs';
import pillSource from './examples/PillTabs.tsx?raw';
import UrlTabs from './examples/UrlTabs';
import urlSource from './examples/UrlTabs.tsx?raw';
import VerticalTabs from './examples/VerticalTabs';
import verticalSource from './examples/VerticalTabs.tsx?raw';

/** Each example: its key in `demoTabs`, the component, its source, its file and the kit story it links to. */
const examples = [
  { key: 'line', Component: LineTabs, source: lineSource, file: 'LineTabs.tsx', story: 'ui-tabs--playground' },
  { key: 'pills', Component: PillTabs, source: pillSource, file: 'PillTabs.tsx', story: 'ui-tabs--pills' },
  { key: 'icons', Component: IconTabs, source: iconSource, file: 'IconTabs.tsx', story: 'ui-tabs--playground' },
  {
    key: 'vertical',
    Component: VerticalTabs,
    source: verticalSource,
    file: 'VerticalTabs.tsx',
    story: 'ui-tabs--vertical',
  },
  {
    key: 'disabled',
    Component: DisabledTab,
    source: disabledSource,
    file: 'DisabledTab.tsx',
    story: 'ui-tabs--keyboard',
  },
  { key: 'badges', Component: BadgeTabs, source: badgeSource, file: 'BadgeTabs.tsx', story: 'ui-tabs--pills' },
  { key: 'keyboard', Component: ManualTabs, source: manualSource, file: 'ManualTabs.tsx', story: 'ui-tabs--keyboard' },
  { key: 'url', Component: UrlTabs, source: urlSource, file: 'UrlTabs.tsx', story: 'ui-tabs--playground' },
] satisfies DemoExample[];

/**
 * `/components/tabs-component`: the kit's Tabs as lines and pills, with icons, in a column, with a
 * disabled tab, with counts, from the keyboard and kept in the address; each example with its own source.
 */
export function TabsPage() {
  return <DemoPage namespace="components" words="demoTabs" examples={examples} column="24rem" />;
}
