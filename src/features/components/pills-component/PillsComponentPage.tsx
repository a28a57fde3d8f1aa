import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import JustifiedPills from './examples/JustifiedPills';
import justifiedSource from './examples/JustifiedPills.tsx?raw';
import PillBadges from './examples/PillBadges';
import badgesSource from './examples/PillBadges.tsx?raw';
import PillIcons from './examples/PillIcons';
import iconsSource from './examples/PillIcons.tsx?raw';
import PillTabs from './examples/PillTabs';
import tabsSource from './examples/PillTabs.tsx?raw';
import VerticalPills from './examples/VerticalPills';
import verticalSource from './examples/VerticalPills.tsx?raw';

/** Each example: its key in `demoPills`, the component, its source, its file and the kit story it links to. */
const examples = [
  { key: 'switcher', Component: PillTabs, source: tabsSource, file: 'PillTabs.tsx', story: 'ui-tabs--pills' },
  {
    key: 'icons',
    Component: PillIcons,
    source: iconsSource,
    file: 'PillIcons.tsx',
    story: 'ui-nav--with-icons-and-badges',
  },
  {
    key: 'badges',
    Component: PillBadges,
    source: badgesSource,
    file: 'PillBadges.tsx',
    story: 'ui-nav--with-icons-and-badges',
  },
  {
    key: 'vertical',
    Component: VerticalPills,
    source: verticalSource,
    file: 'VerticalPills.tsx',
    story: 'ui-nav--vertical',
  },
  {
    key: 'justified',
    Component: JustifiedPills,
    source: justifiedSource,
    file: 'JustifiedPills.tsx',
    story: 'ui-nav--fill-and-justified',
  },
] satisfies DemoExample[];

/**
 * `/components/pills-component`: pills that switch content in place (the kit's Tabs, pills variant) and
 * pills that lead elsewhere (the kit's Nav): with icons, with counts, upright and sharing the width; each
 * example with its own source.
 */
export function PillsComponentPage() {
  return <DemoPage namespace="components" words="demoPills" examples={examples} column="30rem" />;
}
