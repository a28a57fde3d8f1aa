import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import DisabledSlider from './examples/DisabledSlider';
import disabledSource from './examples/DisabledSlider.tsx?raw';
import KeyboardAndRtl from './examples/KeyboardAndRtl';
import keyboardSource from './examples/KeyboardAndRtl.tsx?raw';
import PriceRange from './examples/PriceRange';
import rangeSource from './examples/PriceRange.tsx?raw';
import SingleSlider from './examples/SingleSlider';
import singleSource from './examples/SingleSlider.tsx?raw';
import StepsWithMarks from './examples/StepsWithMarks';
import marksSource from './examples/StepsWithMarks.tsx?raw';
import TooltipValue from './examples/TooltipValue';
import tooltipSource from './examples/TooltipValue.tsx?raw';
import VerticalSliders from './examples/VerticalSliders';
import verticalSource from './examples/VerticalSliders.tsx?raw';

/** Each example: its key in `extSlider`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'single',
    Component: SingleSlider,
    source: singleSource,
    file: 'SingleSlider.tsx',
    story: 'ui-slider--playground',
  },
  { key: 'range', Component: PriceRange, source: rangeSource, file: 'PriceRange.tsx', story: 'ui-slider--range' },
  {
    key: 'marks',
    Component: StepsWithMarks,
    source: marksSource,
    file: 'StepsWithMarks.tsx',
    story: 'ui-slider--marks',
  },
  {
    key: 'vertical',
    Component: VerticalSliders,
    source: verticalSource,
    file: 'VerticalSliders.tsx',
    story: 'ui-slider--vertical',
  },
  {
    key: 'disabled',
    Component: DisabledSlider,
    source: disabledSource,
    file: 'DisabledSlider.tsx',
    story: 'ui-slider--disabled',
  },
  {
    key: 'tooltip',
    Component: TooltipValue,
    source: tooltipSource,
    file: 'TooltipValue.tsx',
    story: 'ui-slider--marks',
  },
  {
    key: 'keyboard',
    Component: KeyboardAndRtl,
    source: keyboardSource,
    file: 'KeyboardAndRtl.tsx',
    story: 'ui-slider--rtl-arrow-keys',
  },
] satisfies DemoExample[];

/**
 * `/extensions/slider`: the kit's Slider (Radix Slider): a single value, a range, steps with marks,
 * vertical, disabled, a tooltip value, and the keyboard in both directions.
 */
export function SliderPage() {
  return <DemoPage namespace="extensions" words="extSlider" examples={examples} column="22rem" />;
}
