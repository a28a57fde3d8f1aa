import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { book, type Book } from './book';
import { ContactPhones } from './ContactPhones';
import { afterRender, Sent } from './rows';

/** Contacts, each with its own list of phone numbers: field arrays nested in a field array. */
export default function Contacts() {
  const { control, register, handleSubmit, setFocus, formState } = useForm<Book>({
    resolver: zodResolver(book),
    mode: 'onTouched',
    defaultValues: { contacts: [{ name: 'Ada Lovelace', phones: [{ number: '+44 20 7946 0000' }] }] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  const [sent, setSent] = useState<Book | null>(null);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(setSent)(event)} style={{ display: 'grid', gap: '1rem' }}>
      {fields.map((field, n) => (
        <section
          key={field.id}
          aria-label={`Contact ${n + 1}`}
          style={{
            display: 'grid',
            gap: '0.75rem',
            padding: '1rem',
            border: '1px solid var(--c-border)',
            borderRadius: '0.5rem',
          }}
        >
          <Field label={`Contact ${n + 1}: name`} error={formState.errors.contacts?.[n]?.name?.message}>
            <Input autoComplete="off" {...register(`contacts.${n}.name`)} />
          </Field>
          <ContactPhones at={n} control={control} register={register} />
          <Button
            variant="outline"
            tone="danger"
            size="sm"
            disabled={fields.length === 1}
            style={{ justifySelf: 'start' }}
            onClick={() => {
              remove(n);
              afterRender(() => setFocus(`contacts.${Math.min(n, fields.length - 2)}.name`));
            }}
          >
            Remove contact {n + 1}
          </Button>
        </section>
      ))}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button
          variant="outline"
          startIcon={<Plus aria-hidden />}
          onClick={() => append({ name: '', phones: [{ number: '' }] })}
        >
          Add a contact
        </Button>
        <Button type="submit">Save contacts</Button>
      </div>
      <Sent value={sent} />
    </form>
  );
}
