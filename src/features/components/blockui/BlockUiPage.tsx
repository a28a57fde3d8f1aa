import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BlockFormSection from './examples/BlockFormSection';
import sectionSource from './examples/BlockFormSection.tsx?raw';
import CancelableBlock from './examples/CancelableBlock';
import cancelSource from './examples/CancelableBlock.tsx?raw';
import CustomMessage from './examples/CustomMessage';
import messageSource from './examples/CustomMessage.tsx?raw';
import SaveCard from './examples/SaveCard';
import saveSource from './examples/SaveCard.tsx?raw';

/** Each example: its key in `demoBlockUi`, the component, its source, its file and the kit story it links to. */
const examples = [
  { key: 'save', Component: SaveCard, source: saveSource, file: 'SaveCard.tsx', story: 'ui-block-ui--refresh' },
  {
    key: 'section',
    Component: BlockFormSection,
    source: sectionSource,
    file: 'BlockFormSection.tsx',
    story: 'ui-block-ui--playground',
  },
  {
    key: 'message',
    Component: CustomMessage,
    source: messageSource,
    file: 'CustomMessage.tsx',
    story: 'ui-block-ui--with-message',
  },
  {
    key: 'cancel',
    Component: CancelableBlock,
    source: cancelSource,
    file: 'CancelableBlock.tsx',
    story: 'ui-block-ui--cancelable',
  },
] satisfies DemoExample[];

/**
 * `/components/blockui`: the kit's BlockUi over a panel while it saves, over one section of a form,
 * with a written message, and with a Cancel button; each example with its own source.
 */
export function BlockUiPage() {
  return <DemoPage namespace="components" words="demoBlockUi" examples={examples} column="27rem" />;
}
