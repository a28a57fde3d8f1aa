import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AttachedButtons from './examples/AttachedButtons';
import attachedButtonsSource from './examples/AttachedButtons.tsx?raw';
import CurrencyDropdown from './examples/CurrencyDropdown';
import currencyDropdownSource from './examples/CurrencyDropdown.tsx?raw';
import GroupSizes from './examples/GroupSizes';
import groupSizesSource from './examples/GroupSizes.tsx?raw';
import IconAddons from './examples/IconAddons';
import iconAddonsSource from './examples/IconAddons.tsx?raw';
import TextAddons from './examples/TextAddons';
import textAddonsSource from './examples/TextAddons.tsx?raw';

/** Each example: its key in `formInputGroup`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'text',
    Component: TextAddons,
    source: textAddonsSource,
    file: 'TextAddons.tsx',
    story: 'forms-form-elements-input-group--text-addons',
  },
  {
    key: 'icons',
    Component: IconAddons,
    source: iconAddonsSource,
    file: 'IconAddons.tsx',
    story: 'forms-form-elements-input-group--icon-addons',
  },
  {
    key: 'buttons',
    Component: AttachedButtons,
    source: attachedButtonsSource,
    file: 'AttachedButtons.tsx',
    story: 'forms-form-elements-input-group--attached-buttons',
  },
  {
    key: 'dropdown',
    Component: CurrencyDropdown,
    source: currencyDropdownSource,
    file: 'CurrencyDropdown.tsx',
    story: 'forms-form-elements-input-group--currency-dropdown',
  },
  {
    key: 'sizes',
    Component: GroupSizes,
    source: groupSizesSource,
    file: 'GroupSizes.tsx',
    story: 'forms-form-elements-input-group--group-sizes',
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/input-group`: the kit's InputGroup joining an Input to text and icon add-ons, to buttons (search, copy), to a dropdown menu, in three sizes.
 */
export function InputGroupPage() {
  return <DemoPage namespace="forms" words="formInputGroup" examples={examples} column="22rem" />;
}
