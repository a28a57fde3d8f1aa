import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import DisabledNumberInput from './examples/DisabledNumberInput';
import disabledNumberInputSource from './examples/DisabledNumberInput.tsx?raw';
import KeyboardSpinbutton from './examples/KeyboardSpinbutton';
import keyboardSpinbuttonSource from './examples/KeyboardSpinbutton.tsx?raw';
import LocaleFormats from './examples/LocaleFormats';
import localeFormatsSource from './examples/LocaleFormats.tsx?raw';
import NumberInForm from './examples/NumberInForm';
import numberInFormSource from './examples/NumberInForm.tsx?raw';
import StepperBasics from './examples/StepperBasics';
import stepperBasicsSource from './examples/StepperBasics.tsx?raw';

/** Each example: its key in `formNumberInput`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'stepper',
    Component: StepperBasics,
    source: stepperBasicsSource,
    file: 'StepperBasics.tsx',
    story: 'forms-form-elements-number-input--stepper-basics',
  },
  {
    key: 'keyboard',
    Component: KeyboardSpinbutton,
    source: keyboardSpinbuttonSource,
    file: 'KeyboardSpinbutton.tsx',
    story: 'forms-form-elements-number-input--keyboard-spinbutton',
  },
  {
    key: 'locale',
    Component: LocaleFormats,
    source: localeFormatsSource,
    file: 'LocaleFormats.tsx',
    story: 'forms-form-elements-number-input--locale-formats',
  },
  {
    key: 'disabled',
    Component: DisabledNumberInput,
    source: disabledNumberInputSource,
    file: 'DisabledNumberInput.tsx',
    story: 'forms-form-elements-number-input--disabled-number-input',
  },
  {
    key: 'form',
    Component: NumberInForm,
    source: numberInFormSource,
    file: 'NumberInForm.tsx',
    story: 'forms-form-elements-number-input--number-in-form',
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/number-input`: the kit's NumberInput, a WAI-ARIA spinbutton, with bounds and steps, its keys, numbers written in the reader's language (decimals, currency, percent), read only and disabled, and validated in a form.
 */
export function NumberInputPage() {
  return <DemoPage namespace="forms" words="formNumberInput" examples={examples} column="20rem" />;
}
