import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AsyncSelect from './examples/AsyncSelect';
import asyncSource from './examples/AsyncSelect.tsx?raw';
import CreatableSelect from './examples/CreatableSelect';
import creatableSource from './examples/CreatableSelect.tsx?raw';
import GroupedSelect from './examples/GroupedSelect';
import groupedSource from './examples/GroupedSelect.tsx?raw';
import MultipleChips from './examples/MultipleChips';
import multipleSource from './examples/MultipleChips.tsx?raw';
import SearchableSelect from './examples/SearchableSelect';
import searchableSource from './examples/SearchableSelect.tsx?raw';
import SingleSelect from './examples/SingleSelect';
import singleSource from './examples/SingleSelect.tsx?raw';

const story = (name: string) => `forms-form-elements-select--${name}`;

/** Each example: its key in `formSelect`, the component, its source, its file and its own story. */
const examples = [
  { key: 'single', Component: SingleSelect, source: singleSource, file: 'SingleSelect.tsx', story: story('single') },
  {
    key: 'multiple',
    Component: MultipleChips,
    source: multipleSource,
    file: 'MultipleChips.tsx',
    story: story('multiple-with-chips'),
  },
  {
    key: 'grouped',
    Component: GroupedSelect,
    source: groupedSource,
    file: 'GroupedSelect.tsx',
    story: story('grouped'),
  },
  {
    key: 'searchable',
    Component: SearchableSelect,
    source: searchableSource,
    file: 'SearchableSelect.tsx',
    story: story('searchable'),
  },
  { key: 'async', Component: AsyncSelect, source: asyncSource, file: 'AsyncSelect.tsx', story: story('async') },
  {
    key: 'creatable',
    Component: CreatableSelect,
    source: creatableSource,
    file: 'CreatableSelect.tsx',
    story: story('creatable'),
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/select`: downshift comboboxes from the kit: one choice, several as chips, grouped
 * options, a search that highlights, options from the server and new options made from what is typed.
 */
export function SelectPage() {
  return <DemoPage namespace="forms" words="formSelect" examples={examples} column="20rem" />;
}
