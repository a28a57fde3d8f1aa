import { useState } from 'react';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { now } from '@/lib/today';
import { DateField } from '@/ui/date-field/DateField';
import { toDate } from '@/ui/date-field/days';
import { Field } from '@/ui/field/Field';

const DAY = 86_400_000;

/**
 * A date within the next 60 days: the calendar cannot leave their months, the other days cannot be
 * picked, each row starts with its week number, and a date typed outside them is refused.
 */
export default function MinMaxWeeks() {
  const language = useLanguage();
  const min = new Date(now());
  const max = new Date(min.getTime() + 60 * DAY);
  const [day, setDay] = useState('');
  const date = toDate(day);
  const outside = date && (date.getTime() < min.getTime() - DAY || date.getTime() > max.getTime());
  return (
    <Field
      label="Appointment"
      hint="Within the next 60 days."
      error={outside ? 'Pick a day within the next 60 days.' : undefined}
    >
      <DateField
        value={day}
        onChange={setDay}
        label="Appointment"
        pickLabel="Pick the appointment date"
        language={language}
        rules={{
          today: min,
          startMonth: min,
          endMonth: max,
          disabled: [{ before: min }, { after: max }],
          showWeekNumber: true,
        }}
      />
    </Field>
  );
}
