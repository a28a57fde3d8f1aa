import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BasicBreadcrumbs from './examples/BasicBreadcrumbs';
import basicSource from './examples/BasicBreadcrumbs.tsx?raw';
import CollapsedBreadcrumbs from './examples/CollapsedBreadcrumbs';
import collapsedSource from './examples/CollapsedBreadcrumbs.tsx?raw';
import IconBreadcrumbs from './examples/IconBreadcrumbs';
import iconSource from './examples/IconBreadcrumbs.tsx?raw';
import SectionBreadcrumbs from './examples/SectionBreadcrumbs';
import sectionSource from './examples/SectionBreadcrumbs.tsx?raw';
import WrappingBreadcrumbs from './examples/WrappingBreadcrumbs';
import wrappingSource from './examples/WrappingBreadcrumbs.tsx?raw';

/** Each example: its key in `demoBreadcrumbs`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'basic',
    Component: BasicBreadcrumbs,
    source: basicSource,
    file: 'BasicBreadcrumbs.tsx',
    story: 'ui-breadcrumbs--router-links',
  },
  {
    key: 'icons',
    Component: IconBreadcrumbs,
    source: iconSource,
    file: 'IconBreadcrumbs.tsx',
    story: 'ui-breadcrumbs--router-links',
  },
  {
    key: 'section',
    Component: SectionBreadcrumbs,
    source: sectionSource,
    file: 'SectionBreadcrumbs.tsx',
    story: 'ui-breadcrumbs--router-links',
  },
  {
    key: 'collapsed',
    Component: CollapsedBreadcrumbs,
    source: collapsedSource,
    file: 'CollapsedBreadcrumbs.tsx',
    story: 'ui-breadcrumbs--router-links',
  },
  {
    key: 'wrapping',
    Component: WrappingBreadcrumbs,
    source: wrappingSource,
    file: 'WrappingBreadcrumbs.tsx',
    story: 'ui-breadcrumbs--router-links',
  },
] satisfies DemoExample[];

/**
 * `/components/breadcrumbs`: the kit's Breadcrumbs with router links, icons, a level without a page,
 * a deep trail collapsed behind a button and long crumbs wrapping in a narrow column.
 */
export function BreadcrumbsPage() {
  return <DemoPage namespace="components" words="demoBreadcrumbs" examples={examples} column="32rem" />;
}
