import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BlockButtons from './examples/BlockButtons';
import blockSource from './examples/BlockButtons.tsx?raw';
import ButtonGroup from './examples/ButtonGroup';
import groupSource from './examples/ButtonGroup.tsx?raw';
import ButtonIcons from './examples/ButtonIcons';
import iconsSource from './examples/ButtonIcons.tsx?raw';
import ButtonSizes from './examples/ButtonSizes';
import sizesSource from './examples/ButtonSizes.tsx?raw';
import ButtonToolbar from './examples/ButtonToolbar';
import toolbarSource from './examples/ButtonToolbar.tsx?raw';
import ButtonVariants from './examples/ButtonVariants';
import variantsSource from './examples/ButtonVariants.tsx?raw';
import DisabledButtons from './examples/DisabledButtons';
import disabledSource from './examples/DisabledButtons.tsx?raw';
import IconOnlyButtons from './examples/IconOnlyButtons';
import iconOnlySource from './examples/IconOnlyButtons.tsx?raw';
import LoadingButton from './examples/LoadingButton';
import loadingSource from './examples/LoadingButton.tsx?raw';

/** Page order; each entry names its translation key, the example, its source and the kit story to open. */
const examples = [
  {
    key: 'variants',
    Component: ButtonVariants,
    source: variantsSource,
    file: 'ButtonVariants.tsx',
    story: 'ui-button--variants',
    // The variants matrix needs the whole width.
    wide: true,
  },
  { key: 'sizes', Component: ButtonSizes, source: sizesSource, file: 'ButtonSizes.tsx', story: 'ui-button--sizes' },
  {
    key: 'icons',
    Component: ButtonIcons,
    source: iconsSource,
    file: 'ButtonIcons.tsx',
    story: 'ui-button--with-icons',
  },
  {
    key: 'iconOnly',
    Component: IconOnlyButtons,
    source: iconOnlySource,
    file: 'IconOnlyButtons.tsx',
    story: 'ui-button--playground',
  },
  {
    key: 'loading',
    Component: LoadingButton,
    source: loadingSource,
    file: 'LoadingButton.tsx',
    story: 'ui-button--loading',
  },
  {
    key: 'disabled',
    Component: DisabledButtons,
    source: disabledSource,
    file: 'DisabledButtons.tsx',
    story: 'ui-button--disabled',
  },
  {
    key: 'block',
    Component: BlockButtons,
    source: blockSource,
    file: 'BlockButtons.tsx',
    story: 'ui-button--playground',
  },
  { key: 'group', Component: ButtonGroup, source: groupSource, file: 'ButtonGroup.tsx', story: 'ui-button--variants' },
  {
    key: 'toolbar',
    Component: ButtonToolbar,
    source: toolbarSource,
    file: 'ButtonToolbar.tsx',
    story: 'ui-button--with-icons',
  },
] satisfies DemoExample[];

/**
 * `/components/buttons`: the kit's Button in every variant and tone, size, with icons, icon-only,
 * loading, disabled, full width, in a group and in a toolbar; each example with its source.
 */
export function ButtonsPage() {
  return <DemoPage namespace="components" words="demoButtons" examples={examples} column="28rem" />;
}
