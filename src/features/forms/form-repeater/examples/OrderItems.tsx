import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useFormat } from '@/lib/format';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { newItem, order, type Order } from './order';
import { RowTools, Sent, useRowNews } from './rows';

/** An order's lines: each priced as it is typed, the total under them in the reader's format. */
export default function OrderItems() {
  const { money } = useFormat();
  const { control, register, handleSubmit, setFocus, formState } = useForm<Order>({
    resolver: zodResolver(order),
    mode: 'onTouched',
    defaultValues: { items: [{ name: 'Cable', cost: 12.5, quantity: 2 }] },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const [news, say] = useRowNews();
  const [sent, setSent] = useState<Order | null>(null);
  const price = (n: number) => (items[n] ? (items[n].cost || 0) * (items[n].quantity || 0) : 0);
  const total = fields.reduce((sum, _field, n) => sum + price(n), 0);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(setSent)(event)} style={{ display: 'grid', gap: '1rem' }}>
      <ol style={{ display: 'grid', gap: '1rem', margin: 0, padding: 0, listStyle: 'none' }} aria-label="Order lines">
        {fields.map((field, n) => {
          const errors = formState.errors.items?.[n];
          const name = items[n]?.name || `line ${n + 1}`;
          return (
            <li key={field.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.5rem' }}>
              <div style={{ flex: '1 1 10rem' }}>
                <Field label={`Item ${n + 1}`} error={errors?.name?.message}>
                  <Input {...register(`items.${n}.name`)} />
                </Field>
              </div>
              <Field
                label={
                  <>
                    Cost<span className="visually-hidden"> of line {n + 1}</span>
                  </>
                }
                error={errors?.cost?.message}
              >
                <Input
                  type="number"
                  step="0.01"
                  min={0}
                  style={{ inlineSize: '7rem' }}
                  {...register(`items.${n}.cost`, { valueAsNumber: true })}
                />
              </Field>
              <Field
                label={
                  <>
                    Quantity<span className="visually-hidden"> of line {n + 1}</span>
                  </>
                }
                error={errors?.quantity?.message}
              >
                <Input
                  type="number"
                  min={1}
                  style={{ inlineSize: '5.5rem' }}
                  {...register(`items.${n}.quantity`, { valueAsNumber: true })}
                />
              </Field>
              <output
                style={{ minInlineSize: '6rem', paddingBlock: '0.5rem', textAlign: 'end' }}
                aria-label={`Price of ${name}`}
              >
                {money(price(n))}
              </output>
              <RowTools
                index={n}
                count={fields.length}
                name={name}
                move={move}
                remove={remove}
                say={say}
                focusRow={(row) => setFocus(`items.${row}.name`)}
              />
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="visually-hidden">
        {news}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '0.5rem' }}>
        <Button
          variant="outline"
          startIcon={<Plus aria-hidden />}
          onClick={() => {
            append(newItem);
            say(`Line ${fields.length + 1} added.`);
          }}
        >
          Add item
        </Button>
        <strong>Total: {money(total)}</strong>
      </div>
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Place order
      </Button>
      <Sent value={sent} />
    </form>
  );
}
