import styled from 'styled-components';
import * as z from '@/lib/api/zod';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { FormButtons, rules, SentValues, useSentForm } from './useSentForm';

/** Wide enough, each label sits beside its field (its message under the field); narrower, above it. */
const Form = styled.form`
  display: grid;
  gap: var(--space-4);
  container-type: inline-size;
  @container (min-width: 28rem) {
    > div:has(> label) {
      display: grid;
      grid-template-columns: 8rem 1fr;
      column-gap: var(--space-4);
      align-items: center;
      > :not(label) {
        grid-column: 2;
      }
    }
    > div:not(:has(> label)) {
      padding-inline-start: calc(8rem + var(--space-4));
    }
  }
`;

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name')),
  email: rules.email,
  phone: rules.phone,
  website: rules.website,
});

/** Label beside the field where there is room; the form drops them above it on a phone. */
export default function HorizontalForm() {
  const blank = { name: '', email: '', phone: '', website: '' };
  const { register, formState, onSubmit, sent, clear } = useSentForm(schema, blank);
  const { errors } = formState;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Field label="Name" required error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Phone" required error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field label="Website" hint="Optional." error={errors.website?.message}>
        <Input type="url" placeholder="https://" {...register('website')} />
      </Field>
      <FormButtons onReset={clear} />
      <SentValues values={sent} />
    </Form>
  );
}
