import { Field } from '@/ui/field/Field';
import { NumberInput } from '@/ui/number-input/NumberInput';

/** `readOnly` keeps the value focusable and read, without stepping; `disabled` takes it out of the tab order. */
export default function DisabledNumberInput() {
  return (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '16rem' }}>
      <Field label="Seats in use" hint="Read only: counted from your team.">
        <NumberInput locale="en" readOnly defaultValue={7} />
      </Field>
      <Field label="Seat limit" hint="Disabled on the free plan.">
        <NumberInput locale="en" disabled defaultValue={3} />
      </Field>
    </div>
  );
}
