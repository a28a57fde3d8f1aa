import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BasicCheckboxes from './examples/BasicCheckboxes';
import basicCheckboxesSource from './examples/BasicCheckboxes.tsx?raw';
import CheckboxCards from './examples/CheckboxCards';
import checkboxCardsSource from './examples/CheckboxCards.tsx?raw';
import CheckboxColors from './examples/CheckboxColors';
import checkboxColorsSource from './examples/CheckboxColors.tsx?raw';
import CheckboxSizes from './examples/CheckboxSizes';
import checkboxSizesSource from './examples/CheckboxSizes.tsx?raw';
import DisabledCheckboxes from './examples/DisabledCheckboxes';
import disabledCheckboxesSource from './examples/DisabledCheckboxes.tsx?raw';
import SelectAll from './examples/SelectAll';
import selectAllSource from './examples/SelectAll.tsx?raw';
import TermsForm from './examples/TermsForm';
import termsFormSource from './examples/TermsForm.tsx?raw';

/** Each example: its key in `formCheckbox`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'basic',
    Component: BasicCheckboxes,
    source: basicCheckboxesSource,
    file: 'BasicCheckboxes.tsx',
    story: 'forms-form-elements-checkbox--basic-checkboxes',
  },
  {
    key: 'colors',
    Component: CheckboxColors,
    source: checkboxColorsSource,
    file: 'CheckboxColors.tsx',
    story: 'forms-form-elements-checkbox--checkbox-colors',
  },
  {
    key: 'sizes',
    Component: CheckboxSizes,
    source: checkboxSizesSource,
    file: 'CheckboxSizes.tsx',
    story: 'forms-form-elements-checkbox--checkbox-sizes',
  },
  {
    key: 'selectAll',
    Component: SelectAll,
    source: selectAllSource,
    file: 'SelectAll.tsx',
    story: 'forms-form-elements-checkbox--select-all',
  },
  {
    key: 'cards',
    Component: CheckboxCards,
    source: checkboxCardsSource,
    file: 'CheckboxCards.tsx',
    story: 'forms-form-elements-checkbox--checkbox-cards',
  },
  {
    key: 'disabled',
    Component: DisabledCheckboxes,
    source: disabledCheckboxesSource,
    file: 'DisabledCheckboxes.tsx',
    story: 'forms-form-elements-checkbox--disabled-checkboxes',
  },
  {
    key: 'form',
    Component: TermsForm,
    source: termsFormSource,
    file: 'TermsForm.tsx',
    story: 'forms-form-elements-checkbox--terms-form',
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/checkbox`: the kit's Checkbox on its own, in every tone and size, as a "select all" parent with an indeterminate state, as cards, disabled, and required in a react-hook-form form.
 */
export function CheckboxPage() {
  return <DemoPage namespace="forms" words="formCheckbox" examples={examples} column="20rem" />;
}
