import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/lib/fieldErrors';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import type { TwoFactorValues } from './twoFactorForm';

/** The code the app shows, or the one texted to the phone: six digits. */
export function VerifyStep({ form }: { form: UseFormReturn<TwoFactorValues> }) {
  const { t } = useTranslation('modal-examples');
  const message = useFieldMessage('modalExamples', 'modal-examples');
  const [method, phone] = useWatch({ control: form.control, name: ['method', 'phone'] });
  return (
    <Field
      label={t('modalExamples.twoFactor.code')}
      hint={
        method === 'app'
          ? t('modalExamples.twoFactor.codeFromApp')
          : t('modalExamples.twoFactor.codeFromSms', { phone: phone.trim() })
      }
      error={message(form.formState.errors.code?.message)}
      required
    >
      <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.register('code')} />
    </Field>
  );
}
