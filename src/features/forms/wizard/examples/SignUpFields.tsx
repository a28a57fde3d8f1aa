import { useId, type CSSProperties } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Select } from '@/ui/select/Select';
import { labels, steps, type FieldName, type SignUp, type StepId } from './signUp';

const countries = ['France', 'Germany', 'Portugal', 'Spain', 'United Kingdom', 'United States'];
const languages = ['English', 'French', 'German', 'Portuguese'];
const grid: CSSProperties = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
};

type Props = { form: UseFormReturn<SignUp> };

/** The boxes of a step, each in a Field with its message; a step's fields in a grid of one or two columns. */
function TextFields({ form, fields }: Props & { fields: [FieldName, string?][] }) {
  const { errors } = form.formState;
  return (
    <div style={grid}>
      {fields.map(([name, type = 'text']) => (
        <Field
          key={name}
          label={labels[name]}
          required={!/landmark|twitter|facebook|google|linkedin/.test(name)}
          error={errors[name]?.message}
        >
          <Input type={type} placeholder={type === 'url' ? 'https://' : undefined} {...form.register(name)} />
        </Field>
      ))}
    </div>
  );
}

/** Names, a country (a select kept by Controller) and the languages (a group of checkboxes). */
function PersonalFields({ form }: Props) {
  const { errors } = form.formState;
  const errorId = useId();
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextFields form={form} fields={[['firstName'], ['lastName']]} />
      <Field label={labels.country} required error={errors.country?.message}>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              placeholder="Choose a country"
              options={countries.map((name) => ({ value: name, label: name }))}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
            />
          )}
        />
      </Field>
      <Controller
        control={form.control}
        name="languages"
        render={({ field, fieldState }) => (
          <fieldset style={{ display: 'grid', gap: '0.5rem', margin: 0, padding: 0, border: 0 }}>
            <legend style={{ marginBlockEnd: '0.5rem', fontWeight: 500 }}>{labels.languages}</legend>
            {languages.map((language) => (
              <Checkbox
                key={language}
                label={language}
                checked={field.value.includes(language)}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? errorId : undefined}
                onCheckedChange={(on) => {
                  field.onChange(on ? [...field.value, language] : field.value.filter((one) => one !== language));
                  field.onBlur();
                }}
              />
            ))}
            {fieldState.error && (
              <p id={errorId} role="alert" style={{ margin: 0, color: 'var(--c-danger-text)', fontSize: '0.875rem' }}>
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
    </div>
  );
}

/** Every value, by step, each step with a button back to it (a password as dots). */
function Review({ form, edit }: Props & { edit: (id: StepId) => void }) {
  const values = form.getValues();
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {steps.slice(0, -1).map((step) => (
        <section key={step.id} aria-label={step.title}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '0.5rem' }}>
            <h4 style={{ margin: 0 }}>{step.title}</h4>
            <Button
              variant="text"
              size="sm"
              onClick={() => edit(step.id)}
              aria-label={`Edit ${step.title.toLowerCase()}`}
            >
              Edit
            </Button>
          </div>
          <dl style={{ margin: 0 }}>
            {step.fields.map((name) => (
              <div key={name} style={{ display: 'flex', flexWrap: 'wrap', gap: '0 1rem', paddingBlock: '0.125rem' }}>
                <dt style={{ minInlineSize: '10rem', color: 'var(--c-muted)' }}>{labels[name]}</dt>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                  {/password|confirm/.test(name) ? '••••••' : [values[name]].flat().join(', ') || '—'}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The current step's fields, or the review. */
export function SignUpFields({ step, form, edit }: Props & { step: StepId; edit: (id: StepId) => void }) {
  switch (step) {
    case 'account':
      return <TextFields form={form} fields={[['username'], ['email'], ['password'], ['confirm']]} />;
    case 'personal':
      return <PersonalFields form={form} />;
    case 'address':
      return <TextFields form={form} fields={[['address'], ['landmark'], ['postcode'], ['city']]} />;
    case 'social':
      return <TextFields form={form} fields={[['twitter'], ['facebook'], ['google'], ['linkedin']]} />;
    default:
      return <Review form={form} edit={edit} />;
  }
}
