import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BasicModal from './examples/BasicModal';
import basicSource from './examples/BasicModal.tsx?raw';
import ConfirmDelete from './examples/ConfirmDelete';
import confirmSource from './examples/ConfirmDelete.tsx?raw';
import ModalForm from './examples/ModalForm';
import formSource from './examples/ModalForm.tsx?raw';
import ModalSizes from './examples/ModalSizes';
import sizesSource from './examples/ModalSizes.tsx?raw';
import ScrollingModal from './examples/ScrollingModal';
import scrollingSource from './examples/ScrollingModal.tsx?raw';
import StackedModals from './examples/StackedModals';
import stackedSource from './examples/StackedModals.tsx?raw';

/** Each example: its key in `demoModals`, the component, its source, its file and the kit story it links to. */
const examples = [
  { key: 'basic', Component: BasicModal, source: basicSource, file: 'BasicModal.tsx', story: 'ui-modal--playground' },
  { key: 'sizes', Component: ModalSizes, source: sizesSource, file: 'ModalSizes.tsx', story: 'ui-modal--small' },
  {
    key: 'scrolling',
    Component: ScrollingModal,
    source: scrollingSource,
    file: 'ScrollingModal.tsx',
    story: 'ui-modal--open',
  },
  { key: 'form', Component: ModalForm, source: formSource, file: 'ModalForm.tsx', story: 'ui-dialogform--playground' },
  {
    key: 'confirm',
    Component: ConfirmDelete,
    source: confirmSource,
    file: 'ConfirmDelete.tsx',
    story: 'ui-confirmdialog--playground',
  },
  {
    key: 'stacked',
    Component: StackedModals,
    source: stackedSource,
    file: 'StackedModals.tsx',
    story: 'ui-modal--playground',
  },
] satisfies DemoExample[];

/**
 * `/components/modals`: the kit's Modal in its sizes, with long content, holding a form that keeps its
 * values, as a ConfirmDialog and stacked on another; each example with its own source.
 */
export function ModalsPage() {
  return <DemoPage namespace="components" words="demoModals" examples={examples} column="22rem" />;
}
