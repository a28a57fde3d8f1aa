import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import DismissAll from './examples/DismissAll';
import dismissSource from './examples/DismissAll.tsx?raw';
import PromiseToast from './examples/PromiseToast';
import promiseSource from './examples/PromiseToast.tsx?raw';
import ToastPositions from './examples/ToastPositions';
import positionsSource from './examples/ToastPositions.tsx?raw';
import ToastTypes from './examples/ToastTypes';
import typesSource from './examples/ToastTypes.tsx?raw';
import ToastWithAction from './examples/ToastWithAction';
import actionSource from './examples/ToastWithAction.tsx?raw';

/** Each example: its key in `demoToasts`, the component, its source, its file and the kit story it links to. */
const examples = [
  { key: 'types', Component: ToastTypes, source: typesSource, file: 'ToastTypes.tsx', story: 'ui-toasts--playground' },
  {
    key: 'positions',
    Component: ToastPositions,
    source: positionsSource,
    file: 'ToastPositions.tsx',
    story: 'ui-toasts--positions',
  },
  {
    key: 'action',
    Component: ToastWithAction,
    source: actionSource,
    file: 'ToastWithAction.tsx',
    story: 'ui-toasts--playground',
  },
  {
    key: 'promise',
    Component: PromiseToast,
    source: promiseSource,
    file: 'PromiseToast.tsx',
    story: 'ui-toasts--follows-a-promise',
  },
  {
    key: 'dismiss',
    Component: DismissAll,
    source: dismissSource,
    file: 'DismissAll.tsx',
    story: 'ui-toasts--newest-on-top',
  },
] satisfies DemoExample[];

/**
 * `/components/toasts`: the kit's toasts (react-toastify through `toast`) of every type, in every
 * position, with an Undo button, following a promise, and dismissed all at once; each example with its own source.
 */
export function ToastsPage() {
  return <DemoPage namespace="components" words="demoToasts" examples={examples} column="27rem" />;
}
