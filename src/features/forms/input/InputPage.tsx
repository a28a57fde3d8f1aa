import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import FloatingLabels from './examples/FloatingLabels';
import floatingLabelsSource from './examples/FloatingLabels.tsx?raw';
import HelpText from './examples/HelpText';
import helpTextSource from './examples/HelpText.tsx?raw';
import InputSizes from './examples/InputSizes';
import inputSizesSource from './examples/InputSizes.tsx?raw';
import ReadonlyDisabled from './examples/ReadonlyDisabled';
import readonlyDisabledSource from './examples/ReadonlyDisabled.tsx?raw';
import ValidationStates from './examples/ValidationStates';
import validationStatesSource from './examples/ValidationStates.tsx?raw';

/** Each example: its key in `formInput`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'sizes',
    Component: InputSizes,
    source: inputSizesSource,
    file: 'InputSizes.tsx',
    story: 'forms-form-elements-input--input-sizes',
  },
  {
    key: 'states',
    Component: ValidationStates,
    source: validationStatesSource,
    file: 'ValidationStates.tsx',
    story: 'forms-form-elements-input--validation-states',
  },
  {
    key: 'floating',
    Component: FloatingLabels,
    source: floatingLabelsSource,
    file: 'FloatingLabels.tsx',
    story: 'forms-form-elements-input--floating-labels',
  },
  {
    key: 'help',
    Component: HelpText,
    source: helpTextSource,
    file: 'HelpText.tsx',
    story: 'forms-form-elements-input--help-text',
  },
  {
    key: 'readonly',
    Component: ReadonlyDisabled,
    source: readonlyDisabledSource,
    file: 'ReadonlyDisabled.tsx',
    story: 'forms-form-elements-input--readonly-disabled',
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/input`: the kit's Input in its sizes, validated with react-hook-form and zod (error and confirmation at the field), with floating labels, help text, read only and disabled.
 */
export function InputPage() {
  return <DemoPage namespace="forms" words="formInput" examples={examples} column="22rem" />;
}
