import * as z from '@/lib/api/zod';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { FormButtons, rules, SentValues, useSentForm } from './useSentForm';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name')),
  email: rules.email,
  password: z.string().check(z.minLength(8, 'Use at least 8 characters')),
});

/** Labels above their fields, one under the other: the layout that reads best everywhere. */
export default function VerticalForm() {
  const { register, formState, onSubmit, sent, clear } = useSentForm(schema, { name: '', email: '', password: '' });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Full name" required error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </Field>
      <Field label="Email" required hint="We never share it." error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Password" required hint="At least 8 characters." error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <FormButtons onReset={clear} />
      <SentValues values={sent} />
    </form>
  );
}
