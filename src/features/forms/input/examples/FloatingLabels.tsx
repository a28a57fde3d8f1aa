import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Textarea } from '@/ui/textarea/Textarea';

/**
 * `floating` puts the label inside the control, where a placeholder would be; it moves up once the
 * control has focus or a value, so the name never disappears (the placeholder shows only with focus).
 */
export default function FloatingLabels() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Full name" floating>
        <Input autoComplete="name" />
      </Field>
      <Field label="Email" floating>
        <Input type="email" autoComplete="email" placeholder="name@example.com" />
      </Field>
      <Field label="Company" floating>
        <Input defaultValue="Pixinvent" />
      </Field>
      <Field label="Message" floating>
        <Textarea rows={3} />
      </Field>
    </div>
  );
}
