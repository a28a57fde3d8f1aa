import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../components/ChoiceCards';
import type { CreateAppValues } from './createAppForm';

type Props<K extends 'framework' | 'database'> = {
  name: K;
  /** Each choice's own name, by value. */
  names: Record<CreateAppValues[K], string>;
};

/** A step that is one choice (the framework, the database): cards named by the step's heading. */
export function ChoiceStep<K extends 'framework' | 'database'>({ name, names }: Props<K>) {
  const { t } = useTranslation('modal-examples');
  const { control } = useFormContext<CreateAppValues>();
  const values = Object.keys(names) as CreateAppValues[K][];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceCards
          label={t(`modalExamples.createApp.steps.${name}`)}
          hideLabel
          columns={1}
          value={field.value}
          onValueChange={field.onChange}
          choices={values.map((value) => ({
            value,
            title: names[value],
            description: t(`modalExamples.createApp.${name}.${value}`),
          }))}
        />
      )}
    />
  );
}
