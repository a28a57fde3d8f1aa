import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import CustomControls from './examples/CustomControls';
import customSource from './examples/CustomControls.tsx?raw';

const story = 'ui-elements-extensions-react-player--default';

/** The example: its key in `extReactPlayer`, the component, its source, its file and the story it links to. */
const examples = [
  { key: 'custom', Component: CustomControls, source: customSource, file: 'CustomControls.tsx', story, wide: true },
] satisfies DemoExample[];

/**
 * `/extensions/react-player`: react-player playing a short clip the app ships (WebM or MP4, a
 * poster, WebVTT captions), with controls of its own.
 */
export function ReactPlayerPage() {
  return <DemoPage namespace="extensions" words="extReactPlayer" examples={examples} column="26rem" />;
}
