import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import OffcanvasForm from './examples/OffcanvasForm';
import formSource from './examples/OffcanvasForm.tsx?raw';
import OffcanvasNoBackdrop from './examples/OffcanvasNoBackdrop';
import noBackdropSource from './examples/OffcanvasNoBackdrop.tsx?raw';
import OffcanvasPlacements from './examples/OffcanvasPlacements';
import placementsSource from './examples/OffcanvasPlacements.tsx?raw';
import OffcanvasScrolling from './examples/OffcanvasScrolling';
import scrollingSource from './examples/OffcanvasScrolling.tsx?raw';

/** Each example: its key in `demoOffcanvas`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'placements',
    Component: OffcanvasPlacements,
    source: placementsSource,
    file: 'OffcanvasPlacements.tsx',
    story: 'ui-offcanvas--start',
  },
  {
    key: 'form',
    Component: OffcanvasForm,
    source: formSource,
    file: 'OffcanvasForm.tsx',
    story: 'ui-offcanvas--playground',
  },
  {
    key: 'scrolling',
    Component: OffcanvasScrolling,
    source: scrollingSource,
    file: 'OffcanvasScrolling.tsx',
    story: 'ui-offcanvas--end',
  },
  {
    key: 'backdrop',
    Component: OffcanvasNoBackdrop,
    source: noBackdropSource,
    file: 'OffcanvasNoBackdrop.tsx',
    story: 'ui-offcanvas--without-backdrop',
  },
] satisfies DemoExample[];

/**
 * `/components/offcanvas`: the kit's Offcanvas from each edge (start and end follow the reading
 * direction), holding a form, with a long scrolling body, and without a backdrop; each example with its own source.
 */
export function OffcanvasPage() {
  return <DemoPage namespace="components" words="demoOffcanvas" examples={examples} column="27rem" />;
}
