import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import EditorForm from './examples/EditorForm';
import formSource from './examples/EditorForm.tsx?raw';
import FullToolbar from './examples/FullToolbar';
import toolbarSource from './examples/FullToolbar.tsx?raw';
import SanitizedOutput from './examples/SanitizedOutput';
import outputSource from './examples/SanitizedOutput.tsx?raw';

const story = (name: string) => `forms-form-elements-editor--${name}`;

/** Each example: its key in `formEditor`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'toolbar',
    Component: FullToolbar,
    source: toolbarSource,
    file: 'FullToolbar.tsx',
    story: story('full-toolbar'),
  },
  {
    key: 'output',
    Component: SanitizedOutput,
    source: outputSource,
    file: 'SanitizedOutput.tsx',
    story: story('sanitized-output'),
  },
  { key: 'form', Component: EditorForm, source: formSource, file: 'EditorForm.tsx', story: story('in-a-form') },
] satisfies DemoExample[];

/**
 * `/forms/elements/editor`: the kit's Tiptap editor (loaded with the page that shows it) with its
 * full toolbar, its HTML shown sanitized and raw, and as a required field of a form.
 */
export function EditorPage() {
  return <DemoPage namespace="forms" words="formEditor" examples={examples} column="28rem" />;
}
