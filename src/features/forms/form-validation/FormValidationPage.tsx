import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AccountForm from './examples/AccountForm';
import accountSource from './examples/AccountForm.tsx?raw';
import schemaSource from './examples/accountSchema.ts?raw';
import meterSource from './examples/PasswordMeter.tsx?raw';
import strengthSource from './examples/passwordStrength.ts?raw';
import PasswordStrength from './examples/PasswordStrength';
import passwordSource from './examples/PasswordStrength.tsx?raw';
import ValidationTiming from './examples/ValidationTiming';
import timingSource from './examples/ValidationTiming.tsx?raw';

const meter = [
  { file: 'PasswordMeter.tsx', source: meterSource },
  { file: 'passwordStrength.ts', source: strengthSource },
];

/** Each example: its key in `formValidation`, the component, its source and files, and its own story. */
const examples = [
  {
    key: 'account',
    Component: AccountForm,
    source: accountSource,
    file: 'AccountForm.tsx',
    more: [{ file: 'accountSchema.ts', source: schemaSource }, ...meter],
    story: 'forms-form-validation--account-form',
    wide: true,
  },
  {
    key: 'timing',
    Component: ValidationTiming,
    source: timingSource,
    file: 'ValidationTiming.tsx',
    story: 'forms-form-validation--validation-timing',
  },
  {
    key: 'password',
    Component: PasswordStrength,
    source: passwordSource,
    file: 'PasswordStrength.tsx',
    more: meter,
    story: 'forms-form-validation--password-strength',
  },
] satisfies DemoExample[];

/**
 * `/forms/form-validation`: react-hook-form with zod. An account form with every common rule, its
 * messages at the fields on leaving them and on submit, the server's own refusals at their fields
 * (docs/demo-api.md, Forms); when a rule is checked; a password's strength.
 */
export function FormValidationPage() {
  return <DemoPage namespace="forms" words="formValidation" examples={examples} column="22rem" />;
}
