import { Briefcase, GraduationCap, ShoppingCart } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/lib/fieldErrors';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { ChoiceCards } from '../components/ChoiceCards';
import { categories, type CreateAppValues } from './createAppForm';

const icons = { crm: <Briefcase />, ecommerce: <ShoppingCart />, learning: <GraduationCap /> };

/** The app's name and what kind of app it is. */
export function DetailsStep() {
  const { t } = useTranslation('modal-examples');
  const message = useFieldMessage('modalExamples', 'modal-examples');
  const { control, register, formState } = useFormContext<CreateAppValues>();
  return (
    <>
      <Field label={t('modalExamples.createApp.name')} error={message(formState.errors.name?.message)} required>
        <Input autoComplete="off" data-autofocus {...register('name')} />
      </Field>
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <ChoiceCards
            label={t('modalExamples.createApp.category')}
            columns={1}
            value={field.value}
            onValueChange={field.onChange}
            choices={categories.map((category) => ({
              value: category,
              icon: icons[category],
              title: t(`modalExamples.createApp.categories.${category}.title`),
              description: t(`modalExamples.createApp.categories.${category}.text`),
            }))}
          />
        )}
      />
    </>
  );
}
