import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import styled from 'styled-components';
import * as z from '@/lib/api/zod';
import { userPlans, userRoles } from '@/lib/api/schemas/users';
import { submitWithFieldErrors } from '@/lib/fieldErrors';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { Select } from '@/ui/select/Select';
import { useAddUser } from '../api/users';

// The demo server's rules (schemas/users.ts newUserBody), with messages the form translates.
const addUserForm = z.object({
  fullName: z
    .string()
    .check(z.trim(), z.minLength(1, 'users.errors.required'), z.maxLength(80, 'users.errors.tooLong')),
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'users.errors.required'),
      z.maxLength(40, 'users.errors.tooLong'),
      z.regex(/^[a-z0-9._-]+$/i, 'users.errors.username'),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'users.errors.required'), z.maxLength(120, 'users.errors.tooLong')),
    z.email('users.errors.email'),
  ),
  contact: z.union([z.literal(''), z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'users.errors.phone'))]),
  company: z.string().check(z.trim(), z.maxLength(80, 'users.errors.tooLong')),
  country: z.string().check(z.trim(), z.maxLength(60, 'users.errors.tooLong')),
  role: z.enum(userRoles, 'users.errors.choose'),
  currentPlan: z.enum(userPlans, 'users.errors.choose'),
});
type Values = z.input<typeof addUserForm>;

const empty: Values = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  role: undefined as unknown as Values['role'],
  currentPlan: undefined as unknown as Values['currentPlan'],
};

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The add-user form in a side panel. On 201 the lists reload (the query hook invalidates them), a
 * toast confirms and the panel closes; a taken email or username shows at its field; any other
 * failure shows above the fields. What was typed stays until the user is added.
 */
export function AddUserDrawer({ open, onOpenChange }: Props) {
  const { t } = useTranslation('users');
  const add = useAddUser();
  const form = useForm<Values>({ resolver: zodResolver(addUserForm), defaultValues: empty });
  const { errors } = form.formState;
  const message = (text: string | undefined) => (text?.startsWith('users.') ? t(text) : text);
  const fields = Object.keys(empty) as (keyof Values)[];
  const { onSubmit, failure } = submitWithFieldErrors(form, {
    fields,
    error: add.error,
    save: (values) => add.mutateAsync(values),
    onSaved: ({ fullName }) => {
      toast.success(t('users.added', { name: fullName.trim() }));
      form.reset(empty);
      add.reset();
      onOpenChange(false);
    },
  });

  const roles = userRoles.map((role) => ({ value: role, label: t(`users.role.${role}`) }));
  const plans = userPlans.map((plan) => ({ value: plan, label: t(`users.plan.${plan}`) }));

  return (
    <Offcanvas title={t('users.addTitle')} open={open} onOpenChange={onOpenChange}>
      <Form noValidate aria-label={t('users.addTitle')} onSubmit={onSubmit}>
        {failure ? (
          <Alert tone="danger" role="alert">
            {t('users.addFailed', { message: failure })}
          </Alert>
        ) : null}
        <Field label={t('users.field.fullName')} error={message(errors.fullName?.message)} required>
          <Input autoComplete="off" {...form.register('fullName')} />
        </Field>
        <Field label={t('users.field.username')} error={message(errors.username?.message)} required>
          <Input autoComplete="off" {...form.register('username')} />
        </Field>
        <Field label={t('users.field.email')} error={message(errors.email?.message)} required>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label={t('users.field.contact')} error={message(errors.contact?.message)}>
          <Input type="tel" autoComplete="off" {...form.register('contact')} />
        </Field>
        <Field label={t('users.field.company')} error={message(errors.company?.message)}>
          <Input autoComplete="off" {...form.register('company')} />
        </Field>
        <Field label={t('users.field.country')} error={message(errors.country?.message)}>
          <Input autoComplete="off" {...form.register('country')} />
        </Field>
        <Field label={t('users.field.role')} error={message(errors.role?.message)} required>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                options={roles}
                placeholder={t('users.choose')}
                value={field.value ?? ''}
                onValueChange={field.onChange}
              />
            )}
          />
        </Field>
        <Field label={t('users.field.plan')} error={message(errors.currentPlan?.message)} required>
          <Controller
            control={form.control}
            name="currentPlan"
            render={({ field }) => (
              <Select
                options={plans}
                placeholder={t('users.choose')}
                value={field.value ?? ''}
                onValueChange={field.onChange}
              />
            )}
          />
        </Field>
        <Actions>
          <Button type="submit" loading={add.isPending}>
            {t('users.submitAdd')}
          </Button>
          <Button type="button" variant="outline" tone="secondary" onClick={() => onOpenChange(false)}>
            {t('users.cancel')}
          </Button>
        </Actions>
      </Form>
    </Offcanvas>
  );
}
