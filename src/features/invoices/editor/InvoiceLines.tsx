import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lineCents } from '@/lib/api/invoiceTotals';
import { useFormat } from '@/lib/format';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { useMessage } from '../preview/DrawerForm';
import type { InvoiceFormValues } from './formValues';

const List = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A line: item and description, cost, quantity, its price, remove; stacked on a phone. */
const Line = styled.li`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: minmax(0, 1fr);
  padding: var(--space-4);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  @media (min-width: 48rem) {
    grid-template-columns: minmax(0, 3fr) minmax(6rem, 1fr) minmax(5rem, 1fr) minmax(6rem, 1fr) auto;
    align-items: start;
  }
`;

const Price = styled.div`
  display: grid;
  gap: var(--space-2);
  span {
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
  output {
    padding-block: 0.5rem;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: var(--space-2);
`;

/** The invoice's lines (a field array): add and remove them; each line's price follows as it is typed. */
export function InvoiceLines({ form }: { form: UseFormReturn<InvoiceFormValues> }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const message = useMessage();
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const values = useWatch({ control: form.control, name: 'items' });
  const errors = form.formState.errors.items;
  return (
    <Stack>
      <List aria-label={t('invoices.lines')}>
        {lines.fields.map((line, index) => {
          const error = (name: 'item' | 'description' | 'cost' | 'qty') => message(errors?.[index]?.[name]?.message);
          const n = index + 1;
          return (
            <Line key={line.id} aria-label={t('invoices.lineN', { n })}>
              <Stack>
                <Field label={t('invoices.item')} error={error('item')} required>
                  <Input {...form.register(`items.${index}.item`)} />
                </Field>
                <Field label={t('invoices.description')} error={error('description')}>
                  <Input {...form.register(`items.${index}.description`)} />
                </Field>
              </Stack>
              <Field label={t('invoices.cost')} error={error('cost')} required>
                <Input inputMode="decimal" {...form.register(`items.${index}.cost`, { valueAsNumber: true })} />
              </Field>
              <Field label={t('invoices.qty')} error={error('qty')} required>
                <Input inputMode="numeric" {...form.register(`items.${index}.qty`, { valueAsNumber: true })} />
              </Field>
              <Price>
                <span>{t('invoices.price')}</span>
                <output aria-label={t('invoices.linePrice', { n })}>
                  {format.money(lineCents(values?.[index] ?? { cost: 0, qty: 0 }) / 100)}
                </output>
              </Price>
              <Button
                variant="text"
                tone="danger"
                iconOnly
                aria-label={t('invoices.removeLine', { n })}
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </Line>
          );
        })}
      </List>
      <div>
        <Button
          variant="outline"
          startIcon={<Plus aria-hidden />}
          onClick={() => lines.append({ item: '', description: '', cost: 0, qty: 1 })}
        >
          {t('invoices.addLine')}
        </Button>
      </div>
    </Stack>
  );
}
