import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BasicDropdown from './examples/BasicDropdown';
import basicSource from './examples/BasicDropdown.tsx?raw';
import CheckableItems from './examples/CheckableItems';
import checkableSource from './examples/CheckableItems.tsx?raw';
import DisabledItem from './examples/DisabledItem';
import disabledSource from './examples/DisabledItem.tsx?raw';
import IconDropdown from './examples/IconDropdown';
import iconSource from './examples/IconDropdown.tsx?raw';
import KeyboardMenu from './examples/KeyboardMenu';
import keyboardSource from './examples/KeyboardMenu.tsx?raw';
import MenuAlignment from './examples/MenuAlignment';
import alignmentSource from './examples/MenuAlignment.tsx?raw';
import SplitButton from './examples/SplitButton';
import splitSource from './examples/SplitButton.tsx?raw';

/** Each example: its key in `demoDropdowns`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'basic',
    Component: BasicDropdown,
    source: basicSource,
    file: 'BasicDropdown.tsx',
    story: 'ui-dropdownmenu--playground',
  },
  {
    key: 'icons',
    Component: IconDropdown,
    source: iconSource,
    file: 'IconDropdown.tsx',
    story: 'ui-dropdownmenu--icon-trigger',
  },
  {
    key: 'disabled',
    Component: DisabledItem,
    source: disabledSource,
    file: 'DisabledItem.tsx',
    story: 'ui-dropdownmenu--keyboard',
  },
  {
    key: 'checkable',
    Component: CheckableItems,
    source: checkableSource,
    file: 'CheckableItems.tsx',
    story: 'ui-dropdownmenu--checkable-items',
  },
  {
    key: 'split',
    Component: SplitButton,
    source: splitSource,
    file: 'SplitButton.tsx',
    story: 'ui-dropdownmenu--playground',
  },
  {
    key: 'align',
    Component: MenuAlignment,
    source: alignmentSource,
    file: 'MenuAlignment.tsx',
    story: 'ui-dropdownmenu--playground',
  },
  {
    key: 'keyboard',
    Component: KeyboardMenu,
    source: keyboardSource,
    file: 'KeyboardMenu.tsx',
    story: 'ui-dropdownmenu--keyboard',
  },
] satisfies DemoExample[];

/**
 * `/components/dropdowns`: the kit's DropdownMenu with plain, icon, disabled, checkbox and radio items,
 * as a split button, aligned to either edge, and driven from the keyboard; each example with its own source.
 */
export function DropdownsPage() {
  return <DemoPage namespace="components" words="demoDropdowns" examples={examples} column="22rem" />;
}
