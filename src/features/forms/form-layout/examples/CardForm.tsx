import * as z from '@/lib/api/zod';
import { Button } from '@/ui/button/Button';
import { Card, CardBody, CardFooter } from '@/ui/card/Card';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { rules, SentValues, useSentForm } from './useSentForm';

const schema = z.object({
  company: z.string().check(z.trim(), z.minLength(1, 'Enter the name on the invoices')),
  billingEmail: rules.email,
  vat: z.string().check(z.regex(/^([A-Z]{2}[A-Z0-9]{8,12})?$/, 'Enter a VAT number like FR12345678901')),
});

/** The form as a card: its title in the header, the fields in the body, the actions in the footer. */
export default function CardForm() {
  const { register, formState, onSubmit, sent, clear } = useSentForm(schema, {
    company: '',
    billingEmail: '',
    vat: '',
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={onSubmit}>
      <Card title="Billing details" subtitle="Where we send your invoices." titleAs="h3">
        <CardBody style={{ display: 'grid', gap: '1rem' }}>
          <Field label="Company" required error={errors.company?.message}>
            <Input autoComplete="organization" {...register('company')} />
          </Field>
          <Field label="Billing email" required error={errors.billingEmail?.message}>
            <Input type="email" autoComplete="email" {...register('billingEmail')} />
          </Field>
          <Field label="VAT number" hint="Optional, for businesses in the EU." error={errors.vat?.message}>
            <Input {...register('vat')} />
          </Field>
          <SentValues values={sent} />
        </CardBody>
        <CardFooter style={{ justifyContent: 'flex-end' }}>
          <Button type="button" variant="outline" tone="secondary" onClick={clear}>
            Reset
          </Button>
          <Button type="submit">Save details</Button>
        </CardFooter>
      </Card>
    </form>
  );
}
