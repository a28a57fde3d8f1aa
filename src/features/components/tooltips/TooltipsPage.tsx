import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import TooltipOnButton from './examples/TooltipOnButton';
import buttonSource from './examples/TooltipOnButton.tsx?raw';
import TooltipOnDisabled from './examples/TooltipOnDisabled';
import disabledSource from './examples/TooltipOnDisabled.tsx?raw';
import TooltipOnFocus from './examples/TooltipOnFocus';
import focusSource from './examples/TooltipOnFocus.tsx?raw';
import TooltipOnIconButton from './examples/TooltipOnIconButton';
import iconButtonSource from './examples/TooltipOnIconButton.tsx?raw';
import TooltipOnLink from './examples/TooltipOnLink';
import linkSource from './examples/TooltipOnLink.tsx?raw';
import TooltipSides from './examples/TooltipSides';
import sidesSource from './examples/TooltipSides.tsx?raw';

/** Each example: its key in `demoTooltips`, the component, its source, its file and its kit story. */
const examples = [
  { key: 'sides', Component: TooltipSides, source: sidesSource, file: 'TooltipSides.tsx', story: 'ui-tooltip--sides' },
  {
    key: 'button',
    Component: TooltipOnButton,
    source: buttonSource,
    file: 'TooltipOnButton.tsx',
    story: 'ui-tooltip--open',
  },
  {
    key: 'iconButton',
    Component: TooltipOnIconButton,
    source: iconButtonSource,
    file: 'TooltipOnIconButton.tsx',
    story: 'ui-tooltip--playground',
  },
  { key: 'link', Component: TooltipOnLink, source: linkSource, file: 'TooltipOnLink.tsx', story: 'ui-tooltip--open' },
  {
    key: 'disabled',
    Component: TooltipOnDisabled,
    source: disabledSource,
    file: 'TooltipOnDisabled.tsx',
    story: 'ui-tooltip--open',
  },
  {
    key: 'focus',
    Component: TooltipOnFocus,
    source: focusSource,
    file: 'TooltipOnFocus.tsx',
    story: 'ui-tooltip--playground',
  },
] satisfies DemoExample[];

/**
 * `/components/tooltips`: the kit's Tooltip on each side, on buttons with words and with icons, on a
 * link, on a disabled control through a wrapper, and shown by keyboard focus.
 */
export function TooltipsPage() {
  return <DemoPage namespace="components" words="demoTooltips" examples={examples} column="25rem" />;
}
