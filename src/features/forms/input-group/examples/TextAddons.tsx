import { Field } from '@/ui/field/Field';
import { InputAddon, InputGroup } from '@/ui/input-group/InputGroup';
import { Input } from '@/ui/input/Input';

/**
 * Text add-ons before and after the input say what the value is part of. The add-on is not read
 * with the input, so its label says it all (a hint can add the rest, as on the price). An address or
 * an amount reads left to right in any language: `dir="ltr"` on the group keeps its order.
 */
export default function TextAddons() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Website address">
        <InputGroup dir="ltr">
          <InputAddon>https://</InputAddon>
          <Input placeholder="shop" />
          <InputAddon>.com</InputAddon>
        </InputGroup>
      </Field>
      <Field label="Price" hint="In whole dollars.">
        <InputGroup dir="ltr">
          <InputAddon>$</InputAddon>
          <Input inputMode="numeric" defaultValue="120" />
          <InputAddon>.00</InputAddon>
        </InputGroup>
      </Field>
      <Field label="Work email">
        <InputGroup dir="ltr">
          <Input placeholder="first.last" />
          <InputAddon>@pixinvent.com</InputAddon>
        </InputGroup>
      </Field>
    </div>
  );
}
