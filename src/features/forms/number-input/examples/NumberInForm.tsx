import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from '@/lib/api/zod';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { NumberInput } from '@/ui/number-input/NumberInput';

const wanted = (what: string) => z.nullable(z.number()).check(z.refine((n) => n !== null, `Enter ${what}.`));
const schema = z.object({
  seats: wanted('the number of seats').check(z.refine((n) => n === null || n % 1 === 0, 'Seats are whole numbers.')),
  budget: wanted('a budget').check(z.refine((n) => n === null || n >= 100, 'The smallest budget is $100.')),
});
type Values = z.output<typeof schema>;

/**
 * A NumberInput in react-hook-form through `Controller` (its `ref` lets the form focus it): checked
 * when left and on submit, the message at the field, the value a number, never text.
 */
export default function NumberInForm() {
  const [sent, setSent] = useState<Values | null>(null);
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { seats: 5, budget: null },
  });
  return (
    <form noValidate onSubmit={handleSubmit(setSent)} style={{ display: 'grid', gap: '1rem', maxInlineSize: '18rem' }}>
      {(['seats', 'budget'] as const).map((name) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field, fieldState }) => (
            <Field label={name === 'seats' ? 'Seats' : 'Monthly budget'} required error={fieldState.error?.message}>
              <NumberInput
                locale="en"
                min={name === 'seats' ? 1 : 0}
                max={name === 'seats' ? 50 : undefined}
                step={name === 'seats' ? 1 : 50}
                format={name === 'budget' ? { style: 'currency', currency: 'USD' } : undefined}
                {...field}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
      ))}
      <div>
        <Button type="submit">Request quote</Button>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {sent ? `Sent: ${sent.seats} seats, $${sent.budget} a month` : 'Nothing sent yet.'}
      </p>
    </form>
  );
}
