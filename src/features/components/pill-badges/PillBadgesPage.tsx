import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import PillLinks from './examples/PillLinks';
import linksSource from './examples/PillLinks.tsx?raw';
import PillList from './examples/PillList';
import listSource from './examples/PillList.tsx?raw';
import PillTones from './examples/PillTones';
import tonesSource from './examples/PillTones.tsx?raw';
import SolidPills from './examples/SolidPills';
import solidSource from './examples/SolidPills.tsx?raw';

/** The kit's pill badges are pictured in its Badge story `Pill`. */
const story = 'ui-badge--pill';

/** The examples in order: key in `demoPillBadges`, component, source, file and story. */
const examples = [
  { key: 'tint', Component: PillTones, source: tonesSource, file: 'PillTones.tsx', story },
  { key: 'solid', Component: SolidPills, source: solidSource, file: 'SolidPills.tsx', story },
  { key: 'list', Component: PillList, source: listSource, file: 'PillList.tsx', story },
  { key: 'links', Component: PillLinks, source: linksSource, file: 'PillLinks.tsx', story },
] satisfies DemoExample[];

/**
 * `/components/pill-badges`: the kit's Badge with `pill`, tinted and solid in every tone, as counts
 * at the end of list rows and as links; each example with its source.
 */
export function PillBadgesPage() {
  return <DemoPage namespace="components" words="demoPillBadges" examples={examples} column="24rem" />;
}
