import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from '@/lib/api/zod';
import type { InvoiceClient } from '@/lib/api/schemas/invoices';
import { submitWithFieldErrors } from '@/lib/fieldErrors';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { toast } from '@/ui/toast/toast';
import { useAddClient } from '../api/editor';
import { DrawerForm, useMessage } from '../preview/DrawerForm';

// The demo server's rules (schemas/invoices.ts clientBody).
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'invoices.errors.tooLong'));
const clientForm = z.object({
  name: text(100).check(z.minLength(1, 'invoices.errors.required')),
  company: text(100),
  companyEmail: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'invoices.errors.required')),
    z.email('invoices.errors.email'),
  ),
  address: text(200),
  country: text(100),
  contact: text(40),
});
type Values = z.input<typeof clientForm>;
const fields = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;
const empty: Values = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' };

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onAdded: (client: InvoiceClient) => void };

/** Adds a client from a side panel; an email already on file is refused at the email, and what was typed stays. */
export function AddClientDrawer({ open, onOpenChange, onAdded }: Props) {
  const { t } = useTranslation('invoices');
  const message = useMessage();
  const add = useAddClient();
  const form = useForm<Values>({ resolver: zodResolver(clientForm), defaultValues: empty });
  const { errors } = form.formState;
  const { onSubmit, failure } = submitWithFieldErrors(form, {
    fields,
    error: add.error,
    save: async (values) => onAdded((await add.mutateAsync(values)).client),
    onSaved: ({ name }) => {
      toast.success(t('invoices.clientAdded', { name }));
      form.reset(empty);
      add.reset();
      onOpenChange(false);
    },
  });
  const field = (name: (typeof fields)[number], type = 'text', required = false) => (
    <Field label={t(`invoices.client.${name}`)} error={message(errors[name]?.message)} required={required}>
      <Input type={type} autoComplete="off" {...form.register(name)} />
    </Field>
  );
  return (
    <DrawerForm
      title={t('invoices.addClient')}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      failure={failure}
      submitLabel={t('invoices.addClientSubmit')}
      pending={add.isPending}
    >
      {field('name', 'text', true)}
      {field('companyEmail', 'email', true)}
      {field('company')}
      {field('address')}
      {field('country')}
      {field('contact', 'tel')}
    </DrawerForm>
  );
}
