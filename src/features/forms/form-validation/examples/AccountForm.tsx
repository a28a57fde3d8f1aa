import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { saveWithFieldErrors, unexplainedFailure } from '@/lib/fieldErrors';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Textarea } from '@/ui/textarea/Textarea';
import { useCreateFormAccount } from '../../api/accounts';
import { accountSchema, type Account, type AccountValues } from './accountSchema';
import { PasswordMeter } from './PasswordMeter';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: var(--space-4) var(--space-5);
  > .whole {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

const Problem = styled.p`
  margin: var(--space-1) 0 0;
  font-size: var(--fs-sm);
  color: var(--c-danger-text);
`;

/** What the server may refuse by name: its message then shows at that field. */
const serverFields = ['username', 'email', 'website', 'age', 'postcode', 'bio', 'password', 'availableTo'] as const;

const empty = {
  ...{ username: '', email: '', website: '', postcode: '', bio: '', password: '', confirm: '' },
  ...{ availableFrom: '', availableTo: '', terms: false },
};

export default function AccountForm() {
  const create = useCreateFormAccount();
  const [created, setCreated] = useState('');
  const form = useForm<AccountValues, unknown, Account>({
    mode: 'onTouched',
    resolver: zodResolver(accountSchema),
    defaultValues: empty,
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  const onSubmit = form.handleSubmit(async ({ confirm: _c, terms: _t, avatar: _a, ...account }) => {
    setCreated('');
    const saved = await saveWithFieldErrors(form, serverFields, async () => {
      const answer = await create.mutateAsync(account);
      setCreated(`Account ${answer.account.id} created for ${answer.account.username} (${answer.account.email}).`);
    });
    // A refusal from the server lands at its field: the first one gets the focus, as the form's own do.
    if (!saved) {
      const first = serverFields.find((name) => form.getFieldState(name).error);
      if (first) form.setFocus(first);
    }
  });
  const failure = unexplainedFailure(create.error, serverFields);

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Create an account">
      {created && (
        <Alert className="whole" tone="success" role="status">
          {created}
        </Alert>
      )}
      {failure && (
        <Alert className="whole" tone="danger" role="alert">
          The account could not be created: {failure}
        </Alert>
      )}
      <Field label="Username" hint="3 to 20 lowercase letters, digits or _" error={errors.username?.message} required>
        <Input autoComplete="username" {...register('username')} />
      </Field>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Website" hint="Optional, starts with https://" error={errors.website?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...register('website')} />
      </Field>
      <Field label="Age" error={errors.age?.message} required>
        <Input type="number" inputMode="numeric" {...register('age', { valueAsNumber: true })} />
      </Field>
      <Field label="ZIP code" hint="5 digits, or 5+4" error={errors.postcode?.message} required>
        <Input inputMode="numeric" autoComplete="postal-code" {...register('postcode')} />
      </Field>
      <Field
        label="Profile picture"
        hint="PNG, JPEG or WebP, up to 1 MB; checked here, not sent"
        error={errors.avatar?.message}
      >
        <Input type="file" accept="image/png,image/jpeg,image/webp" {...register('avatar')} />
      </Field>
      <Field label="Password" error={errors.password?.message} required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm password" error={errors.confirm?.message} required>
        <Input type="password" autoComplete="new-password" {...register('confirm')} />
      </Field>
      <div className="whole">
        <PasswordMeter password={password} />
      </div>
      <Field label="Available from" error={errors.availableFrom?.message} required>
        <Input type="date" {...register('availableFrom', { deps: ['availableTo'] })} />
      </Field>
      <Field label="Available until" error={errors.availableTo?.message} required>
        <Input type="date" {...register('availableTo')} />
      </Field>
      <Field className="whole" label="About you" hint="Up to 200 characters" error={errors.bio?.message}>
        <Textarea {...register('bio')} />
      </Field>
      <div className="whole">
        <Controller
          control={control}
          name="terms"
          render={({ field, fieldState }) => (
            <>
              <Checkbox
                ref={field.ref}
                label="I accept the terms of service"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={fieldState.invalid || undefined}
                aria-describedby={fieldState.error ? 'account-terms-error' : undefined}
              />
              {fieldState.error && <Problem id="account-terms-error">{fieldState.error.message}</Problem>}
            </>
          )}
        />
      </div>
      <Actions className="whole">
        <Button type="submit" loading={formState.isSubmitting}>
          Create account
        </Button>
        <Button type="button" variant="outline" tone="secondary" onClick={() => (form.reset(), setCreated(''))}>
          Clear
        </Button>
      </Actions>
    </Form>
  );
}
