import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BasicListGroup from './examples/BasicListGroup';
import basicSource from './examples/BasicListGroup.tsx?raw';
import ButtonListGroup from './examples/ButtonListGroup';
import buttonSource from './examples/ButtonListGroup.tsx?raw';
import DetailedListGroup from './examples/DetailedListGroup';
import detailedSource from './examples/DetailedListGroup.tsx?raw';
import FlushListGroup from './examples/FlushListGroup';
import flushSource from './examples/FlushListGroup.tsx?raw';
import HorizontalListGroup from './examples/HorizontalListGroup';
import horizontalSource from './examples/HorizontalListGroup.tsx?raw';
import LinkListGroup from './examples/LinkListGroup';
import linkSource from './examples/LinkListGroup.tsx?raw';
import NumberedListGroup from './examples/NumberedListGroup';
import numberedSource from './examples/NumberedListGroup.tsx?raw';
import ToneListGroup from './examples/ToneListGroup';
import toneSource from './examples/ToneListGroup.tsx?raw';

/** Each example: its key in `demoListGroup`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'basic',
    Component: BasicListGroup,
    source: basicSource,
    file: 'BasicListGroup.tsx',
    story: 'ui-listgroup--plain',
  },
  {
    key: 'links',
    Component: LinkListGroup,
    source: linkSource,
    file: 'LinkListGroup.tsx',
    story: 'ui-listgroup--playground',
  },
  {
    key: 'buttons',
    Component: ButtonListGroup,
    source: buttonSource,
    file: 'ButtonListGroup.tsx',
    story: 'ui-listgroup--as-buttons',
  },
  {
    key: 'details',
    Component: DetailedListGroup,
    source: detailedSource,
    file: 'DetailedListGroup.tsx',
    story: 'ui-listgroup--with-details',
  },
  {
    key: 'tones',
    Component: ToneListGroup,
    source: toneSource,
    file: 'ToneListGroup.tsx',
    story: 'ui-listgroup--tones',
  },
  {
    key: 'flush',
    Component: FlushListGroup,
    source: flushSource,
    file: 'FlushListGroup.tsx',
    story: 'ui-listgroup--flush',
  },
  {
    key: 'numbered',
    Component: NumberedListGroup,
    source: numberedSource,
    file: 'NumberedListGroup.tsx',
    story: 'ui-listgroup--numbered',
  },
  {
    key: 'horizontal',
    Component: HorizontalListGroup,
    source: horizontalSource,
    file: 'HorizontalListGroup.tsx',
    story: 'ui-listgroup--horizontal',
  },
] satisfies DemoExample[];

/**
 * `/components/list-group`: the kit's ListGroup plain, as links and as buttons with a current and a
 * disabled item, with avatars and badges, in tones, flush, numbered and side by side; each example with
 * its own source.
 */
export function ListGroupPage() {
  return <DemoPage namespace="components" words="demoListGroup" examples={examples} column="24rem" />;
}
