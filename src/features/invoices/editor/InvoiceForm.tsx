import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { invoiceTotals } from '@/lib/api/invoiceTotals';
import { paymentTerms } from '@/lib/api/schemas/invoices';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { DateField } from '@/ui/date-field/DateField';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Select } from '@/ui/select/Select';
import { Textarea } from '@/ui/textarea/Textarea';
import { toast } from '@/ui/toast/toast';
import { useSaveInvoice } from '../api/editor';
import { Pairs } from '../components/InvoiceDocument.styles';
import { useMessage } from '../preview/DrawerForm';
import { AddClientDrawer } from './AddClientDrawer';
import { ClientCombobox } from './ClientCombobox';
import { draftOf, invoiceForm, type InvoiceFormValues } from './formValues';
import { InvoiceLines } from './InvoiceLines';
import { LeaveGuard } from './LeaveGuard';

const Form = styled.form`
  display: grid;
  gap: var(--space-6);
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: var(--space-4);
  align-items: start;
`;
const Totals = styled(Pairs)`
  justify-self: end;
  min-inline-size: 15rem;
  dd {
    text-align: end;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

type Props = { initial: InvoiceFormValues; id?: number };

/**
 * An invoice's form, for adding (no id) and editing: client, dates and terms, lines, discount and
 * tax with the totals worked out in cents as the server does, salesperson and note. A refused save
 * shows each message at its field and keeps everything typed; leaving with unsaved changes asks first.
 */
export function InvoiceForm({ initial, id }: Props) {
  const { t } = useTranslation('invoices');
  const language = useLanguage();
  const format = useFormat();
  const message = useMessage();
  const navigate = useNavigate();
  const save = useSaveInvoice(id);
  const [addingClient, setAddingClient] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceForm) as never,
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  // The saved invoice's id: once set, the guard stands down and the preview opens.
  const [savedId, setSavedId] = useState<number>();
  useEffect(() => {
    if (savedId !== undefined) void navigate(`/apps/invoice/preview/${savedId}`);
  }, [savedId, navigate]);
  const [items, discount, tax] = useWatch({ control: form.control, name: ['items', 'discount', 'tax'] });
  const totals = invoiceTotals({ items: items ?? [], discount, tax });
  const money = (cents: number) => format.money(cents / 100);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { invoice } = await save.mutateAsync(draftOf(values));
      toast.success(t(id === undefined ? 'invoices.added' : 'invoices.saved', { id: invoice.id }));
      setSavedId(invoice.id);
    } catch (error) {
      const named = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      for (const [path, text] of named)
        form.setError((path.startsWith('client') ? 'client' : path) as 'client', { message: text });
      if (named.length === 0) setFailure((error as Error).message);
      throw error;
    }
  });

  const dateField = (name: 'issuedDate' | 'dueDate', label: string) => (
    <Field label={label} error={message(errors[name]?.message)} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DateField
            label={label}
            pickLabel={t('invoices.pickDate', { field: label })}
            language={language}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </Field>
  );

  return (
    <Form
      noValidate
      aria-label={t(id === undefined ? 'invoices.addTitle' : 'invoices.editTitle', { id })}
      onSubmit={(e) => void onSubmit(e).catch(() => {})}
    >
      <Card>
        <CardBody>
          <Grid>
            <Field
              id="invoice-client"
              label={t('invoices.client.label')}
              error={message(errors.client?.message)}
              required
            >
              <Controller
                control={form.control}
                name="client"
                render={({ field }) => (
                  <ClientCombobox id="invoice-client" value={field.value} onChange={field.onChange} />
                )}
              />
            </Field>
            <div>
              <Button variant="text" onClick={() => setAddingClient(true)}>
                {t('invoices.addClient')}
              </Button>
            </div>
            {dateField('issuedDate', t('invoices.issued'))}
            {dateField('dueDate', t('invoices.due'))}
            <Field label={t('invoices.terms')}>
              <Controller
                control={form.control}
                name="paymentTerms"
                render={({ field }) => (
                  <Select
                    options={paymentTerms.map((v) => ({ value: v, label: v }))}
                    value={field.value}
                    onValueChange={field.onChange}
                  />
                )}
              />
            </Field>
            <Field label={t('invoices.salesperson')} error={message(errors.salesperson?.message)}>
              <Input {...form.register('salesperson')} />
            </Field>
          </Grid>
        </CardBody>
      </Card>
      <Card title={t('invoices.lines')}>
        <CardBody>
          <InvoiceLines form={form} />
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <Grid>
            <Field label={t('invoices.discountField')} error={message(errors.discount?.message)}>
              <Input inputMode="decimal" {...form.register('discount', { valueAsNumber: true })} />
            </Field>
            <Field label={t('invoices.taxField')} error={message(errors.tax?.message)}>
              <Input inputMode="decimal" {...form.register('tax', { valueAsNumber: true })} />
            </Field>
            <Totals aria-label={t('invoices.totals')} aria-live="polite">
              <dt>{t('invoices.subtotal')}</dt>
              <dd>{money(totals.subtotal)}</dd>
              <dt>{t('invoices.discountAmount')}</dt>
              <dd>−{money(totals.discount)}</dd>
              <dt>{t('invoices.taxAmount')}</dt>
              <dd>{money(totals.tax)}</dd>
              <dt>{t('invoices.total')}</dt>
              <dd>{money(totals.total)}</dd>
            </Totals>
          </Grid>
          <Field label={t('invoices.note')} error={message(errors.note?.message)}>
            <Textarea rows={3} {...form.register('note')} />
          </Field>
        </CardBody>
      </Card>
      {failure ? (
        <Alert tone="danger" role="alert">
          {t('invoices.saveFailed', { message: failure })}
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" loading={save.isPending}>
          {t('invoices.save')}
        </Button>
        <Button variant="outline" tone="secondary" onClick={() => void navigate('/apps/invoice/list')}>
          {t('invoices.cancel')}
        </Button>
      </Actions>
      <AddClientDrawer
        open={addingClient}
        onOpenChange={setAddingClient}
        onAdded={(client) => form.setValue('client', client, { shouldDirty: true, shouldValidate: true })}
      />
      <LeaveGuard when={isDirty && savedId === undefined} />
    </Form>
  );
}
