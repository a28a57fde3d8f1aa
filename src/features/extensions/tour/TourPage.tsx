import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import GuidedTour from './examples/GuidedTour';
import tourSource from './examples/GuidedTour.tsx?raw';

/** The example: its key in `extTour`, the component, its source, its file and the story it links to. */
const examples = [
  {
    key: 'guided',
    Component: GuidedTour,
    source: tourSource,
    file: 'GuidedTour.tsx',
    story: 'ui-elements-extensions-tour--default',
    wide: true,
  },
] satisfies DemoExample[];

/**
 * `/extensions/tour`: a react-joyride guided tour over real controls, its tooltip drawn with the kit
 * as a named dialog, driven by keyboard or pointer, skipped with Escape and run again.
 */
export function TourPage() {
  return <DemoPage namespace="extensions" words="extTour" examples={examples} column="28rem" />;
}
