import { useState } from 'react';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { DateField } from '@/ui/date-field/DateField';
import { toDate } from '@/ui/date-field/days';
import { Field } from '@/ui/field/Field';
import { TimeField } from '@/ui/time-field/TimeField';

/** A day and a time together, shown as one moment in the reader's language. */
export default function DateTimePicker() {
  const language = useLanguage();
  const [day, setDay] = useState('2026-02-03');
  const [time, setTime] = useState('14:00');
  const date = toDate(day);
  const moment = date && new Date(`${day}T${time}:00`);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Field label="Meeting day">
        <DateField
          value={day}
          onChange={setDay}
          label="Meeting day"
          pickLabel="Pick the meeting day"
          language={language}
        />
      </Field>
      <div style={{ display: 'grid', gap: '0.25rem', justifyItems: 'start' }}>
        <span aria-hidden style={{ fontWeight: 500 }}>
          Meeting time
        </span>
        <TimeField label="Meeting time" value={time} onChange={setTime} minuteStep={15} />
      </div>
      <p role="status" style={{ margin: 0 }}>
        {moment
          ? `Starts ${new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(moment)}`
          : 'Type a day as YYYY-MM-DD.'}
      </p>
    </div>
  );
}
