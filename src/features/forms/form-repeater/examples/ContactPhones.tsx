import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import type { Book } from './book';
import { afterRender } from './rows';

type Form = { control: Control<Book>; register: UseFormRegister<Book> };

/** A contact's phone numbers: a field array inside the contact's row. */
export function ContactPhones({ at, control, register }: Form & { at: number }) {
  const { fields, append, remove } = useFieldArray({ control, name: `contacts.${at}.phones` });
  const errors = useFormState({ control }).errors.contacts?.[at]?.phones;
  return (
    <fieldset style={{ display: 'grid', gap: '0.5rem', margin: 0, padding: 0, border: 0 }}>
      <legend className="visually-hidden">Phone numbers of contact {at + 1}</legend>
      {fields.map((field, n) => (
        <div key={field.id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'end' }}>
          <div style={{ flex: 1 }}>
            <Field
              label={
                <>
                  Phone {n + 1}
                  <span className="visually-hidden"> of contact {at + 1}</span>
                </>
              }
              error={errors?.[n]?.number?.message}
            >
              <Input type="tel" {...register(`contacts.${at}.phones.${n}.number`)} />
            </Field>
          </div>
          <Button
            variant="text"
            tone="danger"
            iconOnly
            aria-label={`Remove phone ${n + 1}`}
            onClick={(event) => {
              const group = event.currentTarget.closest('fieldset');
              remove(n);
              // The phone now in its place, else the one before, else "Add a phone".
              afterRender(() =>
                (
                  group?.querySelectorAll('input')[Math.min(n, fields.length - 2)] ??
                  group?.querySelector<HTMLElement>('[data-add]')
                )?.focus(),
              );
            }}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        variant="text"
        size="sm"
        data-add
        startIcon={<Plus aria-hidden />}
        style={{ justifySelf: 'start' }}
        onClick={() => append({ number: '' })}
      >
        Add a phone
      </Button>
    </fieldset>
  );
}
