import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from '@/lib/api/zod';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';

const schema = z.object({
  terms: z.boolean().check(z.refine((accepted) => accepted, 'Accept the terms to create the account.')),
  news: z.boolean(),
});
type Values = z.infer<typeof schema>;

/**
 * A required box in react-hook-form and zod, through `Controller`: `error` marks it invalid, says why
 * under it and is read with it; the form's first error takes the focus on submit.
 */
export default function TermsForm() {
  const [sent, setSent] = useState<Values | null>(null);
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { terms: false, news: false },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(setSent)}
      style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}
    >
      {(['terms', 'news'] as const).map((name) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field: { value, onChange, ...field }, fieldState }) => (
            <div>
              <Checkbox
                label={name === 'terms' ? 'I accept the terms of service' : 'Send me product news'}
                checked={value}
                onCheckedChange={(checked) => onChange(checked === true)}
                error={fieldState.error?.message}
                {...field}
              />
            </div>
          )}
        />
      ))}
      <Button type="submit">Create account</Button>
      <p role="status" style={{ margin: 0 }}>
        {sent ? `Sent: terms accepted, news ${sent.news ? 'wanted' : 'not wanted'}.` : 'Nothing sent yet.'}
      </p>
    </form>
  );
}
