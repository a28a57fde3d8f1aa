import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFieldMessage } from '@/lib/fieldErrors';
import { CopyButton } from '@/ui/copy-button/CopyButton';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { useCopyToast } from '../components/useCopyToast';
import { groupSecret } from './secret';
import type { TwoFactorValues } from './twoFactorForm';

const Steps = styled.ol`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding-inline-start: var(--space-5);
`;

const Key = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  margin-block-start: var(--space-2);
  code {
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-md);
    background: var(--c-hover);
    color: var(--c-heading);
    font-family: var(--font-mono);
    font-size: var(--fs-md);
    letter-spacing: 0.05em;
    word-break: break-all;
  }
`;

type Props = { form: UseFormReturn<TwoFactorValues>; secret: string };

/**
 * Setting up the chosen way: for an app, how to add the account and the setup key to type (or
 * copy) into it; for text messages, the phone number the codes go to.
 */
export function SetupStep({ form, secret }: Props) {
  const { t } = useTranslation('modal-examples');
  const message = useFieldMessage('modalExamples', 'modal-examples');
  const copied = useCopyToast();
  const method = useWatch({ control: form.control, name: 'method' });
  if (method === 'sms')
    return (
      <Field
        label={t('modalExamples.twoFactor.phone')}
        hint={t('modalExamples.twoFactor.phoneHint')}
        error={message(form.formState.errors.phone?.message)}
        required
      >
        <Input type="tel" dir="ltr" autoComplete="tel" {...form.register('phone')} />
      </Field>
    );
  return (
    <Steps>
      <li>{t('modalExamples.twoFactor.app.install')}</li>
      <li>{t('modalExamples.twoFactor.app.add')}</li>
      <li>
        {t('modalExamples.twoFactor.app.key')}
        <Key>
          <code>{groupSecret(secret)}</code>
          <CopyButton size="sm" text={secret} onCopy={copied(secret, t('modalExamples.twoFactor.app.keyCopied'))}>
            {t('modalExamples.twoFactor.app.copyKey')}
          </CopyButton>
        </Key>
      </li>
      <li>{t('modalExamples.twoFactor.app.then')}</li>
    </Steps>
  );
}
