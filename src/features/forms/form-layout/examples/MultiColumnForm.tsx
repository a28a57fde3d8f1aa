import { Controller } from 'react-hook-form';
import * as z from '@/lib/api/zod';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Select } from '@/ui/select/Select';
import { FormButtons, rules, SentValues, useSentForm } from './useSentForm';

const countries = ['France', 'Germany', 'Portugal', 'United Kingdom', 'United States'].map((name) => ({
  value: name,
  label: name,
}));

const required = (what: string) => z.string().check(z.trim(), z.minLength(1, `Enter ${what}`));
const schema = z.object({
  firstName: required('your first name'),
  lastName: required('your last name'),
  email: rules.email,
  company: z.string().check(z.trim()),
  city: required('a city'),
  postcode: z.string().check(z.regex(/^[\w -]{3,10}$/, 'Enter a postcode of 3 to 10 letters or digits')),
  country: z.string(),
});

/** As many columns of at least 14rem as fit (two in the page's frame), one on a phone. */
export default function MultiColumnForm() {
  const { register, control, formState, onSubmit, sent, clear } = useSentForm(schema, {
    ...{ firstName: '', lastName: '', email: '', company: '', city: '', postcode: '', country: 'France' },
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: '1rem' }}>
      <div
        style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))' }}
      >
        <Field label="First name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label="Company" hint="Optional.">
          <Input autoComplete="organization" {...register('company')} />
        </Field>
        <Field label="City" required error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field label="Postcode" required error={errors.postcode?.message}>
          <Input autoComplete="postal-code" {...register('postcode')} />
        </Field>
        <Field label="Country">
          <Controller
            control={control}
            name="country"
            render={({ field }) => <Select options={countries} value={field.value} onValueChange={field.onChange} />}
          />
        </Field>
      </div>
      <FormButtons onReset={clear} />
      <SentValues values={sent} />
    </form>
  );
}
