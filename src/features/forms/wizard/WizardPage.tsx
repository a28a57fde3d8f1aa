import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import HorizontalWizard from './examples/HorizontalWizard';
import horizontalSource from './examples/HorizontalWizard.tsx?raw';
import ModernWizard from './examples/ModernWizard';
import modernSource from './examples/ModernWizard.tsx?raw';
import fieldsSource from './examples/SignUpFields.tsx?raw';
import signUpSource from './examples/signUp.ts?raw';
import hookSource from './examples/useSignUpWizard.ts?raw';
import VerticalWizard from './examples/VerticalWizard';
import verticalSource from './examples/VerticalWizard.tsx?raw';
import panelSource from './examples/WizardPanel.tsx?raw';

/** What the three wizards share: the hook, the fields and their rules, the step's panel and its fields. */
const more = [
  { file: 'useSignUpWizard.ts', source: hookSource },
  { file: 'signUp.ts', source: signUpSource },
  { file: 'WizardPanel.tsx', source: panelSource },
  { file: 'SignUpFields.tsx', source: fieldsSource },
];

/** Each example: its key in `formWizard`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'horizontal',
    Component: HorizontalWizard,
    source: horizontalSource,
    file: 'HorizontalWizard.tsx',
    story: 'forms-form-wizard--horizontal',
    more,
    wide: true,
  },
  {
    key: 'vertical',
    Component: VerticalWizard,
    source: verticalSource,
    file: 'VerticalWizard.tsx',
    story: 'forms-form-wizard--vertical',
    more,
    wide: true,
  },
  {
    key: 'modern',
    Component: ModernWizard,
    source: modernSource,
    file: 'ModernWizard.tsx',
    story: 'forms-form-wizard--modern',
    more,
    wide: true,
  },
] satisfies DemoExample[];

/**
 * `/forms/wizard`: a sign-up in four steps and a review, in three styles; each step checked before the
 * next, the step in the URL (one parameter per wizard), the account created by the demo server.
 */
export function WizardPage() {
  return <DemoPage namespace="forms" words="formWizard" examples={examples} column="34rem" />;
}
