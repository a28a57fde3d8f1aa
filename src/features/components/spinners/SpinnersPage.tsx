import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import ButtonLoading from './examples/ButtonLoading';
import buttonLoadingSource from './examples/ButtonLoading.tsx?raw';
import GrowingSpinner from './examples/GrowingSpinner';
import growingSource from './examples/GrowingSpinner.tsx?raw';
import InlineSpinner from './examples/InlineSpinner';
import inlineSource from './examples/InlineSpinner.tsx?raw';
import LoadingBlock from './examples/LoadingBlock';
import loadingBlockSource from './examples/LoadingBlock.tsx?raw';
import SpinnerSizes from './examples/SpinnerSizes';
import sizesSource from './examples/SpinnerSizes.tsx?raw';
import SpinnerTones from './examples/SpinnerTones';
import tonesSource from './examples/SpinnerTones.tsx?raw';

/** Each example: its key in `demoSpinners`, the component, its source, its file and its story. */
const examples = [
  { key: 'sizes', Component: SpinnerSizes, source: sizesSource, file: 'SpinnerSizes.tsx', story: 'ui-spinner--sizes' },
  { key: 'tones', Component: SpinnerTones, source: tonesSource, file: 'SpinnerTones.tsx', story: 'ui-spinner--tones' },
  {
    key: 'grow',
    Component: GrowingSpinner,
    source: growingSource,
    file: 'GrowingSpinner.tsx',
    story: 'ui-spinner--grow',
  },
  {
    key: 'button',
    Component: ButtonLoading,
    source: buttonLoadingSource,
    file: 'ButtonLoading.tsx',
    story: 'ui-spinner--playground',
  },
  {
    key: 'block',
    Component: LoadingBlock,
    source: loadingBlockSource,
    file: 'LoadingBlock.tsx',
    story: 'ui-spinner--playground',
  },
  {
    key: 'inline',
    Component: InlineSpinner,
    source: inlineSource,
    file: 'InlineSpinner.tsx',
    story: 'ui-spinner--playground',
  },
] satisfies DemoExample[];

/**
 * `/components/spinners`: the kit's Spinner in its sizes, tones and two variants, inside a button, as
 * a section's loading state and in a line of text, each example with its own source.
 */
export function SpinnersPage() {
  return <DemoPage namespace="components" words="demoSpinners" examples={examples} column="22rem" />;
}
