import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from '@/lib/api/zod';
import type { Invoice } from '@/lib/api/schemas/invoices';
import { submitWithFieldErrors } from '@/lib/fieldErrors';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Textarea } from '@/ui/textarea/Textarea';
import { toast } from '@/ui/toast/toast';
import { useSendInvoice } from '../api/invoices';
import { DrawerForm, useMessage } from './DrawerForm';

// The demo server's rules (schemas/invoices.ts sendInvoiceBody), with messages the form translates.
const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'invoices.errors.required')),
  z.email('invoices.errors.email'),
);
const sendForm = z.object({
  from: email,
  to: email,
  subject: z
    .string()
    .check(z.trim(), z.minLength(1, 'invoices.errors.required'), z.maxLength(200, 'invoices.errors.tooLong')),
  message: z.string().check(z.maxLength(5000, 'invoices.errors.tooLong')),
  attachInvoice: z.boolean(),
});
type Values = z.input<typeof sendForm>;
const fields = ['from', 'to', 'subject', 'message'] as const;

type Props = { invoice: Invoice; open: boolean; onOpenChange: (open: boolean) => void };

/** Sends the invoice by email from a side panel; a refused field shows its message, and what was typed stays. */
export function SendInvoiceDrawer({ invoice, open, onOpenChange }: Props) {
  const { t } = useTranslation('invoices');
  const message = useMessage();
  const send = useSendInvoice(invoice.id);
  const defaults = (): Values => ({
    from: 'billing@atrium.example',
    to: invoice.client.companyEmail,
    subject: t('invoices.sendSubject', { id: invoice.id }),
    message: t('invoices.sendMessage', { name: invoice.client.name, id: invoice.id }),
    attachInvoice: true,
  });
  const form = useForm<Values>({ resolver: zodResolver(sendForm), defaultValues: defaults() });
  const { errors } = form.formState;
  // Another invoice opened: its own address and subject.
  useEffect(() => form.reset(defaults()), [invoice.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const { onSubmit, failure } = submitWithFieldErrors(form, {
    fields,
    error: send.error,
    save: (values) => send.mutateAsync(values),
    onSaved: ({ to }) => {
      toast.success(t('invoices.sent', { id: invoice.id, to }));
      send.reset();
      onOpenChange(false);
    },
  });
  return (
    <DrawerForm
      title={t('invoices.sendTitle')}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      failure={failure}
      submitLabel={t('invoices.sendSubmit')}
      pending={send.isPending}
    >
      <Field label={t('invoices.field.from')} error={message(errors.from?.message)} required>
        <Input type="email" {...form.register('from')} />
      </Field>
      <Field label={t('invoices.field.to')} error={message(errors.to?.message)} required>
        <Input type="email" {...form.register('to')} />
      </Field>
      <Field label={t('invoices.field.subject')} error={message(errors.subject?.message)} required>
        <Input {...form.register('subject')} />
      </Field>
      <Field label={t('invoices.field.message')} error={message(errors.message?.message)}>
        <Textarea rows={6} {...form.register('message')} />
      </Field>
      <Controller
        control={form.control}
        name="attachInvoice"
        render={({ field }) => (
          <Checkbox
            label={t('invoices.field.attach')}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
    </DrawerForm>
  );
}
