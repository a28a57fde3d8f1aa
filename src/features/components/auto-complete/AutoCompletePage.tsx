import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import LocalSuggestions from './examples/LocalSuggestions';
import localSource from './examples/LocalSuggestions.tsx?raw';
import PickedValue from './examples/PickedValue';
import pickedSource from './examples/PickedValue.tsx?raw';
import RequiredInForm from './examples/RequiredInForm';
import formSource from './examples/RequiredInForm.tsx?raw';
import ServerSuggestions from './examples/ServerSuggestions';
import serverSource from './examples/ServerSuggestions.tsx?raw';

/** Each example: its key in `demoAutoComplete`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'local',
    Component: LocalSuggestions,
    source: localSource,
    file: 'LocalSuggestions.tsx',
    story: 'ui-combobox--playground',
  },
  {
    key: 'server',
    Component: ServerSuggestions,
    source: serverSource,
    file: 'ServerSuggestions.tsx',
    story: 'ui-combobox--async',
  },
  {
    key: 'picked',
    Component: PickedValue,
    source: pickedSource,
    file: 'PickedValue.tsx',
    story: 'ui-combobox--keyboard',
  },
  {
    key: 'form',
    Component: RequiredInForm,
    source: formSource,
    file: 'RequiredInForm.tsx',
    story: 'ui-combobox--nothing-found',
  },
] satisfies DemoExample[];

/**
 * `/components/auto-complete`: the kit's Combobox over a list in the page, over the demo server's
 * titles, holding a picked value, and required in a form; each example with its own source.
 */
export function AutoCompletePage() {
  return <DemoPage namespace="components" words="demoAutoComplete" examples={examples} column="26rem" />;
}
