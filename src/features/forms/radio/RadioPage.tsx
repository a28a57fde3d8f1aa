import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BasicRadio from './examples/BasicRadio';
import basicRadioSource from './examples/BasicRadio.tsx?raw';
import DisabledRadio from './examples/DisabledRadio';
import disabledRadioSource from './examples/DisabledRadio.tsx?raw';
import InlineStacked from './examples/InlineStacked';
import inlineStackedSource from './examples/InlineStacked.tsx?raw';
import PlanCards from './examples/PlanCards';
import planCardsSource from './examples/PlanCards.tsx?raw';
import RadioColors from './examples/RadioColors';
import radioColorsSource from './examples/RadioColors.tsx?raw';
import RequiredChoice from './examples/RequiredChoice';
import requiredChoiceSource from './examples/RequiredChoice.tsx?raw';

/** Each example: its key in `formRadio`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'basic',
    Component: BasicRadio,
    source: basicRadioSource,
    file: 'BasicRadio.tsx',
    story: 'forms-form-elements-radio--basic-radio',
  },
  {
    key: 'colors',
    Component: RadioColors,
    source: radioColorsSource,
    file: 'RadioColors.tsx',
    story: 'forms-form-elements-radio--radio-colors',
  },
  {
    key: 'layout',
    Component: InlineStacked,
    source: inlineStackedSource,
    file: 'InlineStacked.tsx',
    story: 'forms-form-elements-radio--inline-stacked',
  },
  {
    key: 'cards',
    Component: PlanCards,
    source: planCardsSource,
    file: 'PlanCards.tsx',
    story: 'forms-form-elements-radio--plan-cards',
  },
  {
    key: 'disabled',
    Component: DisabledRadio,
    source: disabledRadioSource,
    file: 'DisabledRadio.tsx',
    story: 'forms-form-elements-radio--disabled-radio',
  },
  {
    key: 'form',
    Component: RequiredChoice,
    source: requiredChoiceSource,
    file: 'RequiredChoice.tsx',
    story: 'forms-form-elements-radio--required-choice',
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/radio`: the kit's RadioGroup chosen by the arrow keys, in every tone, inline or stacked, as plan cards, disabled (one option or the whole group), and required in a react-hook-form form.
 */
export function RadioPage() {
  return <DemoPage namespace="forms" words="formRadio" examples={examples} column="20rem" />;
}
