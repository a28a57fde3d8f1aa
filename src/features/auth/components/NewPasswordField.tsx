import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/ui/field/Field';
import { PasswordInput } from './PasswordInput';

type NewPasswordFieldProps = {
  label: string;
  /** The error's translation key, when the password was refused. */
  error?: string;
} & Omit<ComponentProps<typeof PasswordInput>, 'autoComplete'>;

/** A password being chosen (registration, reset): with the rule it must meet, and the browser's offer to generate one. */
export function NewPasswordField({ label, error, ...input }: NewPasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field label={label} hint={t('auth.register.passwordHint')} error={error && t(error)} required>
      <PasswordInput autoComplete="new-password" {...input} />
    </Field>
  );
}
