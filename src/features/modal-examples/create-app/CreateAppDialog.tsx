import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import { CardFields } from '../card/CardFields';
import type { ExampleDialogProps } from '../components/ExampleCard';
import { useWizard } from '../components/useWizard';
import { Wizard } from '../components/Wizard';
import { ChoiceStep } from './ChoiceStep';
import {
  createAppForm,
  createAppSteps,
  databaseNames,
  frameworkNames,
  newApp,
  stepFields,
  type CreateAppValues,
} from './createAppForm';
import { DetailsStep } from './DetailsStep';
import { Summary } from './Summary';

/**
 * Create an app in five steps: its name and kind, the framework, the database, the card that pays
 * for it (the add-card dialog's fields and checks), and a summary to submit. Next checks the step,
 * Back keeps everything; Submit creates it and says so.
 */
export function CreateAppDialog({ open, onOpenChange, onDone }: ExampleDialogProps) {
  const { t } = useTranslation('modal-examples');
  const form = useForm<CreateAppValues>({
    resolver: zodResolver(createAppForm),
    mode: 'onTouched',
    defaultValues: newApp,
  });
  const wizard = useWizard(createAppSteps, form, stepFields, ({ name, framework, database }) => {
    toast.success(
      t('modalExamples.createApp.created', {
        name: name.trim(),
        framework: frameworkNames[framework],
        database: databaseNames[database],
      }),
    );
    onDone();
  });
  return (
    <Wizard
      title={t('modalExamples.createApp.title')}
      description={t('modalExamples.createApp.description')}
      open={open}
      onOpenChange={onOpenChange}
      steps={createAppSteps.map((step) => t(`modalExamples.createApp.steps.${step}`))}
      current={wizard.index}
      onBack={wizard.onBack}
      onSubmit={wizard.onSubmit}
      finishLabel={t('modalExamples.createApp.submit')}
    >
      <FormProvider {...form}>
        {wizard.step === 'details' ? <DetailsStep /> : null}
        {wizard.step === 'framework' ? <ChoiceStep name="framework" names={frameworkNames} /> : null}
        {wizard.step === 'database' ? <ChoiceStep name="database" names={databaseNames} /> : null}
        {wizard.step === 'billing' ? <CardFields /> : null}
        {wizard.step === 'submit' ? <Summary /> : null}
      </FormProvider>
    </Wizard>
  );
}
