import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import ActionButtons from './examples/ActionButtons';
import actionsSource from './examples/ActionButtons.tsx?raw';
import NewestOnTop from './examples/NewestOnTop';
import newestSource from './examples/NewestOnTop.tsx?raw';
import OneAtATime from './examples/OneAtATime';
import onceSource from './examples/OneAtATime.tsx?raw';
import PromiseWithData from './examples/PromiseWithData';
import promiseSource from './examples/PromiseWithData.tsx?raw';
import ToastBuilder from './examples/ToastBuilder';
import builderSource from './examples/ToastBuilder.tsx?raw';
import UpdateInPlace from './examples/UpdateInPlace';
import updateSource from './examples/UpdateInPlace.tsx?raw';

/** Each example: its key in `extToastr`, the component, its source, its file and the story it links to. */
const examples = [
  {
    key: 'builder',
    Component: ToastBuilder,
    source: builderSource,
    file: 'ToastBuilder.tsx',
    story: 'ui-toasts--playground',
    wide: true,
  },
  {
    key: 'update',
    Component: UpdateInPlace,
    source: updateSource,
    file: 'UpdateInPlace.tsx',
    story: 'ui-elements-extensions-toastr--update-in-place',
  },
  {
    key: 'promise',
    Component: PromiseWithData,
    source: promiseSource,
    file: 'PromiseWithData.tsx',
    story: 'ui-elements-extensions-toastr--promise-with-data',
  },
  {
    key: 'actions',
    Component: ActionButtons,
    source: actionsSource,
    file: 'ActionButtons.tsx',
    story: 'ui-elements-extensions-toastr--answer-the-call',
  },
  {
    key: 'once',
    Component: OneAtATime,
    source: onceSource,
    file: 'OneAtATime.tsx',
    story: 'ui-elements-extensions-toastr--one-toast-per-id',
  },
  {
    key: 'newest',
    Component: NewestOnTop,
    source: newestSource,
    file: 'NewestOnTop.tsx',
    story: 'ui-elements-extensions-toastr--newest-on-top',
  },
] satisfies DemoExample[];

/**
 * `/extensions/toastr`: react-toastify's own options through the kit's `toast`, in the app's one
 * container: type, position, autoClose and progress, pauseOnHover, update in place, promise data,
 * action buttons, one toast per id, newest on top. (`/components/toasts` shows the kit's basics.)
 */
export function ToastrPage() {
  return <DemoPage namespace="extensions" words="extToastr" examples={examples} column="20rem" />;
}
