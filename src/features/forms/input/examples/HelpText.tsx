import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/**
 * `hint` writes a line of help under the control and ties it to it (`aria-describedby`), so a screen
 * reader reads it after the label; an error takes its place while there is one.
 */
export default function HelpText() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Password" hint="At least 8 characters, with a digit and a symbol.">
        <Input type="password" autoComplete="new-password" />
      </Field>
      <Field label="Display name" hint="Shown on your comments. You can change it later.">
        <Input defaultValue="Ana" />
      </Field>
      <Field label="Tax number" hint="Optional. On your invoices if given.">
        <Input inputMode="numeric" placeholder="FR 12 345678901" />
      </Field>
    </div>
  );
}
