import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import CardForm from './examples/CardForm';
import cardSource from './examples/CardForm.tsx?raw';
import HorizontalForm from './examples/HorizontalForm';
import horizontalSource from './examples/HorizontalForm.tsx?raw';
import IconsForm from './examples/IconsForm';
import iconsSource from './examples/IconsForm.tsx?raw';
import ModalForm from './examples/ModalForm';
import modalSource from './examples/ModalForm.tsx?raw';
import MultiColumnForm from './examples/MultiColumnForm';
import multiColumnSource from './examples/MultiColumnForm.tsx?raw';
import sentFormSource from './examples/useSentForm.tsx?raw';
import VerticalForm from './examples/VerticalForm';
import verticalSource from './examples/VerticalForm.tsx?raw';

/** The form hook and the sent values every example shares, shown under each one's own code. */
const more = [{ file: 'useSentForm.tsx', source: sentFormSource }];

/** Each example: its key in `formLayout`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'vertical',
    Component: VerticalForm,
    source: verticalSource,
    file: 'VerticalForm.tsx',
    story: 'forms-form-layout--vertical',
    more,
  },
  {
    key: 'horizontal',
    Component: HorizontalForm,
    source: horizontalSource,
    file: 'HorizontalForm.tsx',
    story: 'forms-form-layout--horizontal',
    more,
  },
  {
    key: 'multiColumn',
    Component: MultiColumnForm,
    source: multiColumnSource,
    file: 'MultiColumnForm.tsx',
    story: 'forms-form-layout--multi-column',
    more,
  },
  {
    key: 'icons',
    Component: IconsForm,
    source: iconsSource,
    file: 'IconsForm.tsx',
    story: 'forms-form-layout--with-icons',
    more,
  },
  {
    key: 'card',
    Component: CardForm,
    source: cardSource,
    file: 'CardForm.tsx',
    story: 'forms-form-layout--in-a-card',
    more,
  },
  {
    key: 'modal',
    Component: ModalForm,
    source: modalSource,
    file: 'ModalForm.tsx',
    story: 'forms-form-layout--in-a-modal',
    more,
  },
] satisfies DemoExample[];

/**
 * `/forms/layout/form-layout`: one form laid out six ways (vertical, horizontal, in columns, with icons,
 * in a card, in a modal), each checked with react-hook-form and zod and showing what it sent.
 */
export function FormLayoutPage() {
  return <DemoPage namespace="forms" words="formLayout" examples={examples} column="26rem" />;
}
