import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import LiveProgress from './examples/LiveProgress';
import liveSource from './examples/LiveProgress.tsx?raw';
import ProgressHeights from './examples/ProgressHeights';
import heightsSource from './examples/ProgressHeights.tsx?raw';
import ProgressLabels from './examples/ProgressLabels';
import labelsSource from './examples/ProgressLabels.tsx?raw';
import ProgressTones from './examples/ProgressTones';
import tonesSource from './examples/ProgressTones.tsx?raw';
import ProgressValues from './examples/ProgressValues';
import valuesSource from './examples/ProgressValues.tsx?raw';
import StackedProgress from './examples/StackedProgress';
import stackedSource from './examples/StackedProgress.tsx?raw';
import StripedProgress from './examples/StripedProgress';
import stripedSource from './examples/StripedProgress.tsx?raw';

/** Each example: its key in `demoProgress`, the component, its source and file, and the kit story it mirrors. */
const examples = [
  {
    key: 'values',
    Component: ProgressValues,
    source: valuesSource,
    file: 'ProgressValues.tsx',
    story: 'ui-progress--playground',
  },
  {
    key: 'tones',
    Component: ProgressTones,
    source: tonesSource,
    file: 'ProgressTones.tsx',
    story: 'ui-progress--tones',
  },
  {
    key: 'labels',
    Component: ProgressLabels,
    source: labelsSource,
    file: 'ProgressLabels.tsx',
    story: 'ui-progress--playground',
  },
  {
    key: 'heights',
    Component: ProgressHeights,
    source: heightsSource,
    file: 'ProgressHeights.tsx',
    story: 'ui-progress--playground',
  },
  {
    key: 'striped',
    Component: StripedProgress,
    source: stripedSource,
    file: 'StripedProgress.tsx',
    story: 'ui-progress--striped',
  },
  {
    key: 'stacked',
    Component: StackedProgress,
    source: stackedSource,
    file: 'StackedProgress.tsx',
    story: 'ui-progress--tones',
  },
  {
    key: 'live',
    Component: LiveProgress,
    source: liveSource,
    file: 'LiveProgress.tsx',
    story: 'ui-progress--indeterminate',
  },
] satisfies DemoExample[];

/**
 * `/components/progress`: the kit's Progress bar by value, tone, label and height, striped, several
 * together, and one driven by an upload that starts indeterminate; each example with its source.
 */
export function ProgressPage() {
  return <DemoPage namespace="components" words="demoProgress" examples={examples} column="31rem" />;
}
