import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AlternatingTimeline from './examples/AlternatingTimeline';
import alternatingSource from './examples/AlternatingTimeline.tsx?raw';
import BasicTimeline from './examples/BasicTimeline';
import basicSource from './examples/BasicTimeline.tsx?raw';
import RichTimeline from './examples/RichTimeline';
import richSource from './examples/RichTimeline.tsx?raw';
import TimelineIcons from './examples/TimelineIcons';
import iconsSource from './examples/TimelineIcons.tsx?raw';

/** Each example: its key in `demoTimeline`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'basic',
    Component: BasicTimeline,
    source: basicSource,
    file: 'BasicTimeline.tsx',
    story: 'ui-timeline--playground',
  },
  {
    key: 'icons',
    Component: TimelineIcons,
    source: iconsSource,
    file: 'TimelineIcons.tsx',
    story: 'ui-timeline--with-icons',
  },
  {
    key: 'alternate',
    Component: AlternatingTimeline,
    source: alternatingSource,
    file: 'AlternatingTimeline.tsx',
    story: 'ui-timeline--alternate',
  },
  {
    key: 'rich',
    Component: RichTimeline,
    source: richSource,
    file: 'RichTimeline.tsx',
    story: 'ui-timeline--rich-body',
  },
] satisfies DemoExample[];

/**
 * `/components/timeline`: the kit's Timeline with dots in tones, with icons, alternating either side of
 * its line, and with an avatar, an attachment and a badge in its events; each example with its own source.
 */
export function TimelinePage() {
  return <DemoPage namespace="components" words="demoTimeline" examples={examples} column="34rem" />;
}
