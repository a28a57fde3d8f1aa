import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFieldMessage } from '@/lib/fieldErrors';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { DateField } from '@/ui/date-field/DateField';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Switch } from '@/ui/switch/Switch';
import type { CheckedValues, EventValues } from '../eventValues';

/** A day and its time side by side; the time goes when the event lasts all day. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 7.5rem;
  gap: var(--space-3);
  align-items: start;
  > :only-child {
    grid-column: 1 / -1;
  }
`;

/** When the event starts and ends: days, with times unless it lasts all day. */
export function EventTimes({ form }: { form: UseFormReturn<EventValues, unknown, CheckedValues> }) {
  const { t } = useTranslation('calendar');
  const language = useLanguage();
  const message = useFieldMessage('calendar', 'calendar');
  const { errors } = form.formState;
  const allDay = form.watch('allDay');
  const edge = (side: 'start' | 'end') => {
    const day = `${side}Day` as const;
    const time = `${side}Time` as const;
    return (
      <Pair>
        <Field label={t(`calendar.field.${day}`)} error={message(errors[day]?.message)} required>
          <Controller
            control={form.control}
            name={day}
            render={({ field }) => (
              <DateField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t(`calendar.field.${day}`)}
                pickLabel={t(`calendar.pick.${day}`)}
                language={language}
              />
            )}
          />
        </Field>
        {!allDay && (
          <Field label={t(`calendar.field.${time}`)} error={message(errors[time]?.message)} required>
            <Input type="time" {...form.register(time)} />
          </Field>
        )}
      </Pair>
    );
  };
  return (
    <>
      <Controller
        control={form.control}
        name="allDay"
        render={({ field }) => (
          <Switch label={t('calendar.field.allDay')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      {edge('start')}
      {edge('end')}
    </>
  );
}
