import { useState } from 'react';
import { Field } from '@/ui/field/Field';
import { NumberInput } from '@/ui/number-input/NumberInput';

/**
 * − and + step the value by `step` and stop at `min` and `max` (their button turns off there); a typed
 * value is kept within the bounds when the field is left.
 */
export default function StepperBasics() {
  const [guests, setGuests] = useState<number | null>(2);
  const [hours, setHours] = useState<number | null>(1.5);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '16rem' }}>
      <Field label="Guests" hint="From 1 to 8.">
        <NumberInput locale="en" min={1} max={8} value={guests} onValueChange={setGuests} />
      </Field>
      <Field label="Hours" hint="Half-hour steps, up to 12.">
        <NumberInput locale="en" min={0} max={12} step={0.5} value={hours} onValueChange={setHours} />
      </Field>
      <p style={{ margin: 0 }}>
        Booking for {guests ?? '?'} guests, {hours ?? '?'} hours.
      </p>
    </div>
  );
}
