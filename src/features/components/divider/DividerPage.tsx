import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import DecorativeDivider from './examples/DecorativeDivider';
import decorativeSource from './examples/DecorativeDivider.tsx?raw';
import DividerStyles from './examples/DividerStyles';
import stylesSource from './examples/DividerStyles.tsx?raw';
import DividerText from './examples/DividerText';
import textSource from './examples/DividerText.tsx?raw';
import DividerTones from './examples/DividerTones';
import tonesSource from './examples/DividerTones.tsx?raw';
import SignInDivider from './examples/SignInDivider';
import signInSource from './examples/SignInDivider.tsx?raw';
import VerticalDividers from './examples/VerticalDividers';
import verticalSource from './examples/VerticalDividers.tsx?raw';

/** Each example: its key in `demoDivider`, the component, its source, its file and the kit story it links to. */
const examples = [
  { key: 'text', Component: DividerText, source: textSource, file: 'DividerText.tsx', story: 'ui-divider--alignment' },
  {
    key: 'styles',
    Component: DividerStyles,
    source: stylesSource,
    file: 'DividerStyles.tsx',
    story: 'ui-divider--styles',
  },
  { key: 'tones', Component: DividerTones, source: tonesSource, file: 'DividerTones.tsx', story: 'ui-divider--tones' },
  {
    key: 'vertical',
    Component: VerticalDividers,
    source: verticalSource,
    file: 'VerticalDividers.tsx',
    story: 'ui-divider--vertical',
  },
  {
    key: 'or',
    Component: SignInDivider,
    source: signInSource,
    file: 'SignInDivider.tsx',
    story: 'ui-divider--playground',
  },
  {
    key: 'decorative',
    Component: DecorativeDivider,
    source: decorativeSource,
    file: 'DecorativeDivider.tsx',
    story: 'ui-divider--decorative',
  },
] satisfies DemoExample[];

/**
 * `/components/divider`: the kit's Divider with words at the start, centre or end, solid, dashed or
 * dotted, in the tones, upright between figures, as an "or" between two choices and as a mere look;
 * each example with its own source.
 */
export function DividerPage() {
  return <DemoPage namespace="components" words="demoDivider" examples={examples} column="24rem" />;
}
