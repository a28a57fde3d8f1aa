import { AtSign, Globe, Phone, User } from 'lucide-react';
import * as z from '@/lib/api/zod';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { InputAddon, InputGroup } from '@/ui/input-group/InputGroup';
import { FormButtons, rules, SentValues, useSentForm } from './useSentForm';

const schema = z.object({
  username: z
    .string()
    .check(z.regex(/^[a-z0-9._-]{3,20}$/i, 'Use 3 to 20 letters, digits, dots, dashes or underscores')),
  email: rules.email,
  phone: rules.phone,
  website: rules.website,
});

/** An icon add-on joined to each field says what goes in it at a glance; the label still names it. */
export default function IconsForm() {
  const blank = { username: '', email: '', phone: '', website: '' };
  const { register, formState, onSubmit, sent, clear } = useSentForm(schema, blank);
  const { errors } = formState;
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Username" required error={errors.username?.message}>
        <InputGroup>
          <InputAddon>
            <User aria-hidden />
          </InputAddon>
          <Input autoComplete="username" {...register('username')} />
        </InputGroup>
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        <InputGroup>
          <InputAddon>
            <AtSign aria-hidden />
          </InputAddon>
          <Input type="email" autoComplete="email" {...register('email')} />
        </InputGroup>
      </Field>
      <Field label="Phone" required error={errors.phone?.message}>
        <InputGroup>
          <InputAddon>
            <Phone aria-hidden />
          </InputAddon>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </InputGroup>
      </Field>
      <Field label="Website" hint="Optional." error={errors.website?.message}>
        <InputGroup>
          <InputAddon>
            <Globe aria-hidden />
          </InputAddon>
          <Input type="url" placeholder="https://" {...register('website')} />
        </InputGroup>
      </Field>
      <FormButtons onReset={clear} />
      <SentValues values={sent} />
    </form>
  );
}
