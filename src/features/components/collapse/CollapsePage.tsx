import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import CollapseButton from './examples/CollapseButton';
import buttonSource from './examples/CollapseButton.tsx?raw';
import CollapseLink from './examples/CollapseLink';
import linkSource from './examples/CollapseLink.tsx?raw';
import DetailsCollapse from './examples/DetailsCollapse';
import detailsSource from './examples/DetailsCollapse.tsx?raw';
import HorizontalCollapse from './examples/HorizontalCollapse';
import horizontalSource from './examples/HorizontalCollapse.tsx?raw';
import MultipleTargets from './examples/MultipleTargets';
import multipleSource from './examples/MultipleTargets.tsx?raw';

/** Each example: its key in `demoCollapse`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'button',
    Component: CollapseButton,
    source: buttonSource,
    file: 'CollapseButton.tsx',
    story: 'ui-collapse--playground',
  },
  {
    key: 'link',
    Component: CollapseLink,
    source: linkSource,
    file: 'CollapseLink.tsx',
    story: 'ui-collapse--playground',
  },
  {
    key: 'multiple',
    Component: MultipleTargets,
    source: multipleSource,
    file: 'MultipleTargets.tsx',
    story: 'ui-collapse--playground',
  },
  {
    key: 'horizontal',
    Component: HorizontalCollapse,
    source: horizontalSource,
    file: 'HorizontalCollapse.tsx',
    story: 'ui-collapse--horizontal',
  },
  {
    key: 'details',
    Component: DetailsCollapse,
    source: detailsSource,
    file: 'DetailsCollapse.tsx',
    story: 'ui-disclosure--playground',
  },
] satisfies DemoExample[];

/**
 * `/components/collapse`: the kit's Collapse under a button, under a link, for several regions at once
 * and sideways, and the native Disclosure that needs no state; each example with its own source.
 */
export function CollapsePage() {
  return <DemoPage namespace="components" words="demoCollapse" examples={examples} column="30rem" />;
}
