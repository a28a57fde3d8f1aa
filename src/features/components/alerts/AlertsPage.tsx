import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AlertIcons from './examples/AlertIcons';
import iconsSource from './examples/AlertIcons.tsx?raw';
import AlertTitles from './examples/AlertTitles';
import titlesSource from './examples/AlertTitles.tsx?raw';
import AlertTones from './examples/AlertTones';
import tonesSource from './examples/AlertTones.tsx?raw';
import AlertWithAction from './examples/AlertWithAction';
import actionSource from './examples/AlertWithAction.tsx?raw';
import DismissibleAlerts from './examples/DismissibleAlerts';
import dismissibleSource from './examples/DismissibleAlerts.tsx?raw';
import LiveAlert from './examples/LiveAlert';
import liveSource from './examples/LiveAlert.tsx?raw';

/** Each example: its key in the page's translations, the component, its source, its file and its story. */
const examples = [
  { key: 'tones', Component: AlertTones, source: tonesSource, file: 'AlertTones.tsx', story: 'ui-alert--tones' },
  {
    key: 'titles',
    Component: AlertTitles,
    source: titlesSource,
    file: 'AlertTitles.tsx',
    story: 'ui-alert--error-alert',
  },
  { key: 'icons', Component: AlertIcons, source: iconsSource, file: 'AlertIcons.tsx', story: 'ui-alert--playground' },
  {
    key: 'dismissible',
    Component: DismissibleAlerts,
    source: dismissibleSource,
    file: 'DismissibleAlerts.tsx',
    story: 'ui-alert--dismissible',
  },
  {
    key: 'action',
    Component: AlertWithAction,
    source: actionSource,
    file: 'AlertWithAction.tsx',
    story: 'ui-alert--playground',
  },
  { key: 'live', Component: LiveAlert, source: liveSource, file: 'LiveAlert.tsx', story: 'ui-alert--dismissible' },
] satisfies DemoExample[];

/**
 * `/components/alerts`: the kit's Alert in every tone, with a title, with its own icon or none,
 * dismissible, offering an action, and added live in answer to a button; each with its source.
 */
export function AlertsPage() {
  return <DemoPage namespace="components" words="demoAlerts" examples={examples} column="30rem" />;
}
