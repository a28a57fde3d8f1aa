import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import DismissiblePopover from './examples/DismissiblePopover';
import dismissibleSource from './examples/DismissiblePopover.tsx?raw';
import PopoverForm from './examples/PopoverForm';
import formSource from './examples/PopoverForm.tsx?raw';
import PopoverSides from './examples/PopoverSides';
import sidesSource from './examples/PopoverSides.tsx?raw';
import PopoverWithTitle from './examples/PopoverWithTitle';
import titleSource from './examples/PopoverWithTitle.tsx?raw';

/** Each example: its key in `demoPopovers`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'sides',
    Component: PopoverSides,
    source: sidesSource,
    file: 'PopoverSides.tsx',
    story: 'ui-popover--playground',
  },
  {
    key: 'titled',
    Component: PopoverWithTitle,
    source: titleSource,
    file: 'PopoverWithTitle.tsx',
    story: 'ui-popover--playground',
  },
  { key: 'form', Component: PopoverForm, source: formSource, file: 'PopoverForm.tsx', story: 'ui-popover--playground' },
  {
    key: 'dismiss',
    Component: DismissiblePopover,
    source: dismissibleSource,
    file: 'DismissiblePopover.tsx',
    story: 'ui-popover--playground',
  },
] satisfies DemoExample[];

/**
 * `/components/popovers`: the kit's Popover on each side, with a title, holding a form, and closed by
 * Escape or a click outside; each example with its own source.
 */
export function PopoversPage() {
  return <DemoPage namespace="components" words="demoPopovers" examples={examples} column="27rem" />;
}
