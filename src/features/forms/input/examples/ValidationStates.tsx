import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@/lib/api/zod';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

const schema = z.object({
  username: z
    .string()
    .check(
      z.minLength(3, 'Use at least 3 characters.'),
      z.regex(/^[a-z0-9_]*$/, 'Use lower-case letters, digits and _ only.'),
    ),
  email: z.email('Enter an email address like name@example.com.'),
});
type Values = z.infer<typeof schema>;

/**
 * Checked when a field is left, and again on submit: an error marks the input invalid and is read
 * with it; a good value gets a green confirmation (`valid`). The first wrong field takes the focus.
 */
export default function ValidationStates() {
  const [sent, setSent] = useState<Values | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { username: '', email: '' } });
  const valid = (name: keyof Values, text: string) =>
    (touchedFields[name] || isSubmitted) && !errors[name] ? text : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(setSent)} style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Username" required error={errors.username?.message} valid={valid('username', 'Looks good.')}>
        <Input autoComplete="username" {...register('username')} />
      </Field>
      <Field label="Email" required error={errors.email?.message} valid={valid('email', 'We will write to it.')}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <div>
        <Button type="submit">Create account</Button>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {sent ? `Sent: ${sent.username}, ${sent.email}` : 'Nothing sent yet.'}
      </p>
    </form>
  );
}
