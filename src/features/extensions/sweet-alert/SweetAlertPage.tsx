import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AsyncConfirm from './examples/AsyncConfirm';
import asyncSource from './examples/AsyncConfirm.tsx?raw';
import AutoClose from './examples/AutoClose';
import timerSource from './examples/AutoClose.tsx?raw';
import ChainedSteps from './examples/ChainedSteps';
import chainSource from './examples/ChainedSteps.tsx?raw';
import ConfirmDelete from './examples/ConfirmDelete';
import confirmSource from './examples/ConfirmDelete.tsx?raw';
import PromptWithValidation from './examples/PromptWithValidation';
import promptSource from './examples/PromptWithValidation.tsx?raw';
import ToneAlerts from './examples/ToneAlerts';
import tonesSource from './examples/ToneAlerts.tsx?raw';

/** Each example: its key in `extSweetAlert`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'confirm',
    Component: ConfirmDelete,
    source: confirmSource,
    file: 'ConfirmDelete.tsx',
    story: 'ui-alertdialog--playground',
  },
  { key: 'tones', Component: ToneAlerts, source: tonesSource, file: 'ToneAlerts.tsx', story: 'ui-alertdialog--tones' },
  {
    key: 'prompt',
    Component: PromptWithValidation,
    source: promptSource,
    file: 'PromptWithValidation.tsx',
    story: 'ui-alertdialog--prompt',
  },
  {
    key: 'chain',
    Component: ChainedSteps,
    source: chainSource,
    file: 'ChainedSteps.tsx',
    story: 'ui-alertdialog--prompt',
  },
  {
    key: 'async',
    Component: AsyncConfirm,
    source: asyncSource,
    file: 'AsyncConfirm.tsx',
    story: 'ui-alertdialog--async-failure',
  },
  { key: 'timer', Component: AutoClose, source: timerSource, file: 'AutoClose.tsx', story: 'ui-alertdialog--timer' },
] satisfies DemoExample[];

/**
 * `/extensions/sweet-alert`: SweetAlert-style dialogs on the kit's AlertDialog (Radix AlertDialog):
 * a confirm, the five tones, a prompt with validation, chained steps, an async confirm and a timer.
 */
export function SweetAlertPage() {
  return <DemoPage namespace="extensions" words="extSweetAlert" examples={examples} column="22rem" />;
}
