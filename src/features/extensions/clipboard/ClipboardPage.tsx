import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import ClipboardPermission from './examples/ClipboardPermission';
import permissionSource from './examples/ClipboardPermission.tsx?raw';
import CopyFromInput from './examples/CopyFromInput';
import inputSource from './examples/CopyFromInput.tsx?raw';
import CopyRichContent from './examples/CopyRichContent';
import richSource from './examples/CopyRichContent.tsx?raw';
import CopyText from './examples/CopyText';
import textSource from './examples/CopyText.tsx?raw';

/** Each example: its key in `extClipboard`, the component, its source, its file and the story it links to. */
const examples = [
  { key: 'text', Component: CopyText, source: textSource, file: 'CopyText.tsx', story: 'ui-copybutton--playground' },
  {
    key: 'input',
    Component: CopyFromInput,
    source: inputSource,
    file: 'CopyFromInput.tsx',
    story: 'ui-copybutton--playground',
  },
  {
    key: 'rich',
    Component: CopyRichContent,
    source: richSource,
    file: 'CopyRichContent.tsx',
    story: 'ui-elements-extensions-clipboard--copy-rich-content',
  },
  {
    key: 'permission',
    Component: ClipboardPermission,
    source: permissionSource,
    file: 'ClipboardPermission.tsx',
    story: 'ui-copybutton--refused',
  },
] satisfies DemoExample[];

/**
 * `/extensions/clipboard`: the Clipboard API through the kit's CopyButton: a fixed text, a field's
 * value, rich content (text/html and text/plain), and what a refusal looks like and why it happens.
 */
export function ClipboardPage() {
  return <DemoPage namespace="extensions" words="extClipboard" examples={examples} column="22rem" />;
}
