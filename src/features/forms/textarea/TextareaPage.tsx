import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AutosizeTextarea from './examples/AutosizeTextarea';
import autosizeTextareaSource from './examples/AutosizeTextarea.tsx?raw';
import LimitCounter from './examples/LimitCounter';
import limitCounterSource from './examples/LimitCounter.tsx?raw';
import ReadonlyDisabledTextarea from './examples/ReadonlyDisabledTextarea';
import readonlyDisabledTextareaSource from './examples/ReadonlyDisabledTextarea.tsx?raw';
import ValidatedMessage from './examples/ValidatedMessage';
import validatedMessageSource from './examples/ValidatedMessage.tsx?raw';

/** Each example: its key in `formTextarea`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'counter',
    Component: LimitCounter,
    source: limitCounterSource,
    file: 'LimitCounter.tsx',
    story: 'forms-form-elements-textarea--limit-counter',
  },
  {
    key: 'autosize',
    Component: AutosizeTextarea,
    source: autosizeTextareaSource,
    file: 'AutosizeTextarea.tsx',
    story: 'forms-form-elements-textarea--autosize-textarea',
  },
  {
    key: 'readonly',
    Component: ReadonlyDisabledTextarea,
    source: readonlyDisabledTextareaSource,
    file: 'ReadonlyDisabledTextarea.tsx',
    story: 'forms-form-elements-textarea--readonly-disabled-textarea',
  },
  {
    key: 'validation',
    Component: ValidatedMessage,
    source: validatedMessageSource,
    file: 'ValidatedMessage.tsx',
    story: 'forms-form-elements-textarea--validated-message',
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/textarea`: the kit's Textarea counting against a limit, growing with its text, read only and disabled, and validated with react-hook-form and zod.
 */
export function TextareaPage() {
  return <DemoPage namespace="forms" words="formTextarea" examples={examples} column="22rem" />;
}
