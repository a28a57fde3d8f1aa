import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/**
 * `readOnly` keeps the value focusable, selectable and sent with the form (its hint says it cannot
 * change); `disabled` greys it out, leaves the tab order and is not sent.
 */
export default function ReadonlyDisabled() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Account ID" hint="Read only: select it to copy it.">
        <Input readOnly defaultValue="ACC-20931" />
      </Field>
      <Field label="Plan" hint="Disabled: ask an owner to change it.">
        <Input disabled defaultValue="Team" />
      </Field>
      <Field label="Nickname">
        <Input defaultValue="ana" />
      </Field>
    </div>
  );
}
