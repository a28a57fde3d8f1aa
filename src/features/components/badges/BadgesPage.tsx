import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BadgeTones from './examples/BadgeTones';
import tonesSource from './examples/BadgeTones.tsx?raw';
import ButtonBadges from './examples/ButtonBadges';
import buttonSource from './examples/ButtonBadges.tsx?raw';
import CountedIcons from './examples/CountedIcons';
import countedSource from './examples/CountedIcons.tsx?raw';
import HeadingBadges from './examples/HeadingBadges';
import headingSource from './examples/HeadingBadges.tsx?raw';
import IconBadges from './examples/IconBadges';
import iconSource from './examples/IconBadges.tsx?raw';
import SolidBadges from './examples/SolidBadges';
import solidSource from './examples/SolidBadges.tsx?raw';

/** Each example by its key in the page's translations, with the file that draws it and the kit story it comes from. */
const examples = [
  { key: 'tint', Component: BadgeTones, source: tonesSource, file: 'BadgeTones.tsx', story: 'ui-badge--variants' },
  { key: 'solid', Component: SolidBadges, source: solidSource, file: 'SolidBadges.tsx', story: 'ui-badge--playground' },
  {
    key: 'heading',
    Component: HeadingBadges,
    source: headingSource,
    file: 'HeadingBadges.tsx',
    story: 'ui-badge--playground',
  },
  {
    key: 'button',
    Component: ButtonBadges,
    source: buttonSource,
    file: 'ButtonBadges.tsx',
    story: 'ui-badge--variants',
  },
  { key: 'icon', Component: IconBadges, source: iconSource, file: 'IconBadges.tsx', story: 'ui-badge--variants' },
  {
    key: 'counted',
    Component: CountedIcons,
    source: countedSource,
    file: 'CountedIcons.tsx',
    story: 'ui-badge-counted-icon--playground',
  },
] satisfies DemoExample[];

/**
 * `/components/badges`: the kit's Badge in every tone, tinted and solid, in headings, in buttons
 * with a count and with an icon, and CountedIcon; each example with its source.
 */
export function BadgesPage() {
  return <DemoPage namespace="components" words="demoBadges" examples={examples} column="26rem" />;
}
