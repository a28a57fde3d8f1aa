import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquare, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import { ChoiceCards } from '../components/ChoiceCards';
import type { ExampleDialogProps } from '../components/ExampleCard';
import { useWizard } from '../components/useWizard';
import { Wizard } from '../components/Wizard';
import { newSecret } from './secret';
import { SetupStep } from './SetupStep';
import { twoFactorForm, twoFactorSteps, type TwoFactorValues } from './twoFactorForm';
import { VerifyStep } from './VerifyStep';

/**
 * Turn on two-factor sign-in in three steps: choose how codes come (an authenticator app or text
 * messages), set it up (the app's setup key in words, to type or copy; or the phone number), then
 * enter one code to show it works. Back keeps the choice and what was typed.
 */
export function TwoFactorDialog({ open, onOpenChange, onDone }: ExampleDialogProps) {
  const { t } = useTranslation('modal-examples');
  // One key per run of the dialog, as a server would issue it.
  const [secret] = useState(newSecret);
  const form = useForm<TwoFactorValues>({
    resolver: zodResolver(twoFactorForm),
    mode: 'onTouched',
    defaultValues: { method: 'app', phone: '', code: '' },
  });
  const wizard = useWizard(twoFactorSteps, form, { setup: ['phone'] }, ({ method, phone }) => {
    toast.success(
      method === 'app'
        ? t('modalExamples.twoFactor.onWithApp')
        : t('modalExamples.twoFactor.onWithSms', { phone: phone.trim() }),
    );
    onDone();
  });
  return (
    <Wizard
      title={t('modalExamples.twoFactor.title')}
      description={t('modalExamples.twoFactor.description')}
      open={open}
      onOpenChange={onOpenChange}
      steps={twoFactorSteps.map((step) => t(`modalExamples.twoFactor.steps.${step}`))}
      current={wizard.index}
      onBack={wizard.onBack}
      onSubmit={wizard.onSubmit}
      finishLabel={t('modalExamples.twoFactor.finish')}
    >
      {wizard.step === 'method' ? (
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <ChoiceCards
              label={t('modalExamples.twoFactor.method')}
              hideLabel
              columns={1}
              value={field.value}
              onValueChange={field.onChange}
              choices={[
                {
                  value: 'app',
                  icon: <Smartphone />,
                  title: t('modalExamples.twoFactor.app.title'),
                  description: t('modalExamples.twoFactor.app.description'),
                },
                {
                  value: 'sms',
                  icon: <MessageSquare />,
                  title: t('modalExamples.twoFactor.sms.title'),
                  description: t('modalExamples.twoFactor.sms.description'),
                },
              ]}
            />
          )}
        />
      ) : null}
      {wizard.step === 'setup' ? <SetupStep form={form} secret={secret} /> : null}
      {wizard.step === 'verify' ? <VerifyStep form={form} /> : null}
    </Wizard>
  );
}
