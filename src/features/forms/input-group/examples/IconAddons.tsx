import { AtSign, Link2, Phone } from 'lucide-react';
import { Field } from '@/ui/field/Field';
import { InputAddon, InputGroup } from '@/ui/input-group/InputGroup';
import { Input } from '@/ui/input/Input';

/** An icon add-on hints at the kind of value; it is decoration (`aria-hidden`), the label names the input. */
export default function IconAddons() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Username">
        <InputGroup>
          <InputAddon>
            <AtSign aria-hidden />
          </InputAddon>
          <Input autoComplete="username" placeholder="ana" />
        </InputGroup>
      </Field>
      <Field label="Phone">
        <InputGroup>
          <InputAddon>
            <Phone aria-hidden />
          </InputAddon>
          <Input type="tel" autoComplete="tel" placeholder="+1 202 555 0143" />
        </InputGroup>
      </Field>
      <Field label="Portfolio link">
        <InputGroup>
          <Input type="url" placeholder="https://" dir="ltr" />
          <InputAddon>
            <Link2 aria-hidden />
          </InputAddon>
        </InputGroup>
      </Field>
    </div>
  );
}
