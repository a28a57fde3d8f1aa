import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/api/zod';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Textarea } from '@/ui/textarea/Textarea';

const LIMIT = 160;
const schema = z.object({
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(20, 'Tell us a little more: 20 characters at least.'),
      z.maxLength(LIMIT, `Keep it to ${LIMIT} characters.`),
    ),
});
type Values = z.infer<typeof schema>;

/**
 * react-hook-form and zod check the message when it is left and on submit: too short, or past the
 * counter's limit. A refused message stays as typed, to be fixed.
 */
export default function ValidatedMessage() {
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ message }) => setSent(message))}
      style={{ display: 'grid', gap: '1rem' }}
    >
      <Field label="Feedback" required error={formState.errors.message?.message}>
        <Textarea limit={LIMIT} rows={4} {...register('message')} />
      </Field>
      <div>
        <Button type="submit">Send feedback</Button>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {sent ? `Sent: “${sent}”` : 'Nothing sent yet.'}
      </p>
    </form>
  );
}
