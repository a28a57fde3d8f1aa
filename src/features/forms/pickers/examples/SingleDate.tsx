import { useState } from 'react';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { DateField } from '@/ui/date-field/DateField';
import { Field } from '@/ui/field/Field';

/**
 * A date typed as YYYY-MM-DD or picked from the calendar button: the calendar opens on the day,
 * speaks the reader's language and starts the week on that language's first day.
 */
export default function SingleDate() {
  const language = useLanguage();
  const [day, setDay] = useState('2026-01-20');
  return (
    <Field label="Departure" hint="Arrows move a day, Page Up and Page Down a month, Enter picks.">
      <DateField
        value={day}
        onChange={setDay}
        label="Departure"
        pickLabel="Pick the departure date"
        language={language}
      />
    </Field>
  );
}
