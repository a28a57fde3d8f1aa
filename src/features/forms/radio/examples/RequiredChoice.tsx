import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from '@/lib/api/zod';
import { Button } from '@/ui/button/Button';
import { RadioGroup } from '@/ui/radio/RadioGroup';

const schema = z.object({
  contact: z.enum(['email', 'phone', 'post'], 'Choose how we may contact you.'),
});
type Values = z.infer<typeof schema>;

/**
 * A choice nothing is picked for yet, required by zod: on submit, `error` marks the group invalid and
 * says why under it, and the group's `ref` takes the focus (on its first option) so the arrows can choose.
 */
export default function RequiredChoice() {
  const [sent, setSent] = useState<Values | null>(null);
  const { control, handleSubmit } = useForm<Values>({ resolver: zodResolver(schema) });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(setSent)}
      style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}
    >
      <Controller
        name="contact"
        control={control}
        render={({ field: { value, onChange, ...field }, fieldState }) => (
          <RadioGroup
            label="Contact me by"
            value={value ?? ''}
            onValueChange={onChange}
            error={fieldState.error?.message}
            options={[
              { value: 'email', label: 'Email' },
              { value: 'phone', label: 'Phone' },
              { value: 'post', label: 'Post' },
            ]}
            {...field}
          />
        )}
      />
      <Button type="submit">Save preference</Button>
      <p role="status" style={{ margin: 0 }}>
        {sent ? `Sent: contact by ${sent.contact}.` : 'Nothing sent yet.'}
      </p>
    </form>
  );
}
