import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import FileActions from './examples/FileActions';
import filesSource from './examples/FileActions.tsx?raw';
import NestedSubmenus from './examples/NestedSubmenus';
import nestedSource from './examples/NestedSubmenus.tsx?raw';
import ViewOptions from './examples/ViewOptions';
import viewSource from './examples/ViewOptions.tsx?raw';

/** Each example: its key in `extContextMenu`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'files',
    Component: FileActions,
    source: filesSource,
    file: 'FileActions.tsx',
    story: 'ui-contextmenu--playground',
  },
  {
    key: 'options',
    Component: ViewOptions,
    source: viewSource,
    file: 'ViewOptions.tsx',
    story: 'ui-contextmenu--menu-key-and-radio',
  },
  {
    key: 'nested',
    Component: NestedSubmenus,
    source: nestedSource,
    file: 'NestedSubmenus.tsx',
    story: 'ui-contextmenu--submenu',
  },
] satisfies DemoExample[];

/**
 * `/extensions/context-menu`: the kit's ContextMenu (Radix ContextMenu): actions with shortcuts,
 * checkable and radio items, nested submenus; opened by a right-click or from the keyboard.
 */
export function ContextMenuPage() {
  return <DemoPage namespace="extensions" words="extContextMenu" examples={examples} column="24rem" />;
}
