import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AddressNav from './examples/AddressNav';
import addressSource from './examples/AddressNav.tsx?raw';
import FillJustifiedNav from './examples/FillJustifiedNav';
import fillSource from './examples/FillJustifiedNav.tsx?raw';
import PillsNav from './examples/PillsNav';
import pillsSource from './examples/PillsNav.tsx?raw';
import PlainNav from './examples/PlainNav';
import plainSource from './examples/PlainNav.tsx?raw';
import TabsNav from './examples/TabsNav';
import tabsSource from './examples/TabsNav.tsx?raw';
import VerticalNav from './examples/VerticalNav';
import verticalSource from './examples/VerticalNav.tsx?raw';

/** Each example: its key in `demoNav`, the component, its source, its file and the kit story it links to. */
const examples = [
  { key: 'tabs', Component: TabsNav, source: tabsSource, file: 'TabsNav.tsx', story: 'ui-nav--playground' },
  { key: 'pills', Component: PillsNav, source: pillsSource, file: 'PillsNav.tsx', story: 'ui-nav--pills' },
  { key: 'plain', Component: PlainNav, source: plainSource, file: 'PlainNav.tsx', story: 'ui-nav--plain' },
  {
    key: 'vertical',
    Component: VerticalNav,
    source: verticalSource,
    file: 'VerticalNav.tsx',
    story: 'ui-nav--vertical',
  },
  {
    key: 'fill',
    Component: FillJustifiedNav,
    source: fillSource,
    file: 'FillJustifiedNav.tsx',
    story: 'ui-nav--fill-and-justified',
  },
  {
    key: 'address',
    Component: AddressNav,
    source: addressSource,
    file: 'AddressNav.tsx',
    story: 'ui-nav--follow-a-link',
  },
] satisfies DemoExample[];

/**
 * `/components/nav-component`: the kit's Nav, links between places, as tabs, pills and plain links,
 * upright, filling the width, with a disabled link, and keeping the current view in the address; each
 * example with its own source.
 */
export function NavComponentPage() {
  return <DemoPage namespace="components" words="demoNav" examples={examples} column="30rem" />;
}
