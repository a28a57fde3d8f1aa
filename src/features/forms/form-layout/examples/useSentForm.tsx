import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import * as z from '@/lib/api/zod';
import { Button } from '@/ui/button/Button';

/**
 * A form checked by `schema` (messages once a field is left, and on submit, where the focus goes to the
 * first wrong field), which keeps what it last sent: `sent`, shown by `SentValues`, and hands it to
 * `onSent`; `clear` empties both.
 */
export function useSentForm<T extends FieldValues>(
  schema: z.ZodMiniType<T, T>,
  defaultValues: DefaultValues<T>,
  onSent?: (values: T) => void,
) {
  const form = useForm<T, unknown, T>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const [sent, setSent] = useState<T | null>(null);
  const clear = () => {
    form.reset();
    setSent(null);
  };
  return {
    ...form,
    sent,
    onSubmit: form.handleSubmit((values) => {
      setSent(values);
      onSent?.(values);
    }),
    clear,
  };
}

/** Rules the examples share: an email, a phone number, an optional web address. */
export const rules = {
  email: z.email('Enter an email address like name@example.com'),
  phone: z.string().check(z.regex(/^\+?[\d\s()-]{6,}$/, 'Enter a phone number, digits and spaces')),
  website: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter an address starting https://' })]),
};

/** The form's actions: submit and a reset that empties the form and what it sent. */
export function FormButtons({ onReset, submit = 'Submit' }: { onReset: () => void; submit?: string }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Button type="submit">{submit}</Button>
      <Button type="button" variant="outline" tone="secondary" onClick={onReset}>
        Reset
      </Button>
    </div>
  );
}

const shown = (name: string, value: unknown) =>
  /password/i.test(name) ? '••••••' : value === '' || value == null ? '—' : String(value);

/** What the form sent, field by field (a password as dots), read out when it appears. */
export function SentValues({ values }: { values: FieldValues | null }) {
  return (
    <div role="status">
      {values && (
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 1rem', margin: 0 }}>
          <dt style={{ gridColumn: '1 / -1', fontWeight: 600 }}>Sent</dt>
          {Object.entries(values).map(([name, value]) => (
            <Fragment key={name}>
              <dt style={{ color: 'var(--c-muted)' }}>{name}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{shown(name, value)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </div>
  );
}
