import { useState } from 'react';
import { PatternFormat } from 'react-number-format';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/** Why a complete date or time is not one, or undefined when it is (or is not complete yet). */
function dateProblem(digits: string) {
  if (digits.length < 8) return undefined;
  const [month, day, year] = [Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4))];
  if (month < 1 || month > 12) return 'The month goes from 01 to 12.';
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= days ? undefined : `That month has ${days} days in ${year}.`;
}
const timeProblem = (digits: string) =>
  digits.length === 4 && (Number(digits.slice(0, 2)) > 23 || Number(digits.slice(2)) > 59)
    ? 'Use a 24-hour time, from 00:00 to 23:59.'
    : undefined;

/**
 * Dates and times typed as digits, the slashes and the colon written in; once complete, the value is
 * checked (no 31 April, no 25:00) and the problem is said at the field.
 */
export default function DateAndTime() {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const shared = {
    customInput: Input,
    mask: '_',
    valueIsNumericString: true,
    inputMode: 'numeric',
    dir: 'ltr',
  } as const;
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Field label="Start date" hint="MM/DD/YYYY" error={dateProblem(date)}>
        <PatternFormat
          {...shared}
          format="##/##/####"
          placeholder="MM/DD/YYYY"
          value={date}
          onValueChange={(v) => setDate(v.value)}
        />
      </Field>
      <Field label="Start time" hint="HH:MM, 24-hour" error={timeProblem(time)}>
        <PatternFormat
          {...shared}
          format="##:##"
          placeholder="HH:MM"
          value={time}
          onValueChange={(v) => setTime(v.value)}
        />
      </Field>
      <p style={{ margin: 0 }}>
        Raw values: <code>{date || '(empty)'}</code> and <code>{time || '(empty)'}</code>
      </p>
    </div>
  );
}
