import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from '@/lib/api/zod';
import { paymentMethods, type Invoice } from '@/lib/api/schemas/invoices';
import { submitWithFieldErrors } from '@/lib/fieldErrors';
import { useFormat } from '@/lib/format';
import { balanceCents, isWholeCents } from '@/lib/api/invoiceTotals';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Select } from '@/ui/select/Select';
import { Textarea } from '@/ui/textarea/Textarea';
import { toast } from '@/ui/toast/toast';
import { useAddPayment } from '../api/invoices';
import { DrawerForm, useMessage } from './DrawerForm';

// The demo server's rules (schemas/invoices.ts paymentBody); more than is due is refused by the server.
const paymentForm = z.object({
  amount: z.coerce
    .number('invoices.errors.number')
    .check(
      z.positive('invoices.errors.positive'),
      z.lte(1_000_000, 'invoices.errors.tooMuch'),
      z.refine(isWholeCents, 'invoices.errors.cents'),
    ),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invoices.errors.date')),
  method: z.enum(paymentMethods, 'invoices.errors.choose'),
  note: z.string().check(z.maxLength(500, 'invoices.errors.tooLong')),
});
type Values = z.input<typeof paymentForm>;
const fields = ['amount', 'date', 'method', 'note'] as const;
const today = () => new Date().toISOString().slice(0, 10);

type Props = { invoice: Invoice; open: boolean; onOpenChange: (open: boolean) => void };

/** Records a payment from a side panel; the balance goes down. Paying more than is due is refused at the amount. */
export function AddPaymentDrawer({ invoice, open, onOpenChange }: Props) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const message = useMessage();
  const pay = useAddPayment(invoice.id);
  const due = Math.max(0, balanceCents(invoice.balance)) / 100;
  const defaults = (): Values => ({ amount: String(due), date: today(), method: 'Bank transfer', note: '' });
  const form = useForm<Values>({ resolver: zodResolver(paymentForm), defaultValues: defaults() });
  const { errors } = form.formState;
  useEffect(() => form.reset(defaults()), [invoice.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const { onSubmit, failure } = submitWithFieldErrors(form, {
    fields,
    error: pay.error,
    save: (values) => pay.mutateAsync({ ...values, amount: Number(values.amount) }),
    onSaved: ({ amount }) => {
      toast.success(t('invoices.paid', { amount: format.money(Number(amount)), id: invoice.id }));
      pay.reset();
      onOpenChange(false);
    },
  });
  return (
    <DrawerForm
      title={t('invoices.paymentTitle')}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      failure={failure}
      submitLabel={t('invoices.paymentSubmit')}
      pending={pay.isPending}
    >
      <p>{t('invoices.paymentDue', { amount: format.money(due) })}</p>
      <Field label={t('invoices.field.amount')} error={message(errors.amount?.message)} required>
        <Input inputMode="decimal" {...form.register('amount')} />
      </Field>
      <Field label={t('invoices.field.date')} error={message(errors.date?.message)} required>
        <Input type="date" {...form.register('date')} />
      </Field>
      <Field label={t('invoices.field.method')} error={message(errors.method?.message)} required>
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Select
              options={paymentMethods.map((m) => ({ value: m, label: t(`invoices.method.${m.replace(/\s/g, '')}`) }))}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
      </Field>
      <Field label={t('invoices.field.paymentNote')} error={message(errors.note?.message)}>
        <Textarea rows={3} {...form.register('note')} />
      </Field>
    </DrawerForm>
  );
}
