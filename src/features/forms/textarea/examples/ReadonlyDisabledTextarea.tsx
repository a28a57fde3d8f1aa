import { Field } from '@/ui/field/Field';
import { Textarea } from '@/ui/textarea/Textarea';

const terms = 'You may cancel at any time. Invoices are sent on the first day of each month.';

/**
 * `readOnly` keeps the text focusable and selectable (and sent with the form); `disabled` takes it out
 * of the tab order and the form.
 */
export default function ReadonlyDisabledTextarea() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Terms" hint="Read only.">
        <Textarea readOnly rows={2} defaultValue={terms} />
      </Field>
      <Field label="Internal note" hint="Disabled while the order is shipped.">
        <Textarea disabled rows={2} defaultValue="Pack with the blue box." />
      </Field>
    </div>
  );
}
