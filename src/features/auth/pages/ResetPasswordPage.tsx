import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import * as z from '@/lib/api/zod';
import { ApiError } from '@/lib/api/client';
import { PASSWORD_MIN } from '@/lib/api/schemas/auth';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { useResetPassword } from '../api';
import { AuthScreen, Heading, Lead, type AuthVariant } from '../components/AuthScreen';
import { Aside, ButtonLink, Form } from '../components/formStyles';
import { PasswordInput } from '../components/PasswordInput';
import { UnavailableAlert } from '../components/UnavailableAlert';
import { NewPasswordField } from '../components/NewPasswordField';

const resetForm = z
  .object({
    password: z
      .string()
      .check(z.minLength(1, 'auth.errors.passwordRequired'), z.minLength(PASSWORD_MIN, 'auth.errors.passwordShort')),
    confirm: z.string().check(z.minLength(1, 'auth.errors.confirmRequired')),
  })
  .check(
    z.refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'auth.errors.passwordMismatch' }),
  );
type ResetForm = z.infer<typeof resetForm>;

/**
 * Sets a new password with the token from the reset email (`?token=`, from forgot-password). A used,
 * expired or missing token says so and offers a new link; the typed passwords stay.
 */
export function ResetPasswordPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({ resolver: zodResolver(resetForm), defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch {
      // Shown by the alerts below.
    }
  });

  const linkError = reset.error instanceof ApiError && Boolean(reset.error.fieldErrors.token);
  const forgotPath = `/pages/forgot-password-${variant}`;

  return (
    <AuthScreen variant={variant} illustration="/images/illustrations/auth-reset.svg">
      <div>
        <Heading>{t('auth.reset.title')}</Heading>
        <Lead>{t('auth.reset.lead')}</Lead>
      </div>
      {reset.isSuccess ? (
        <>
          <Alert tone="success" role="status">
            {t('auth.reset.done')}
          </Alert>
          <ButtonLink to="/login">{t('auth.reset.signIn')}</ButtonLink>
        </>
      ) : (
        <>
          {!token && !reset.isError ? (
            <Alert tone="info">
              {t('auth.reset.noToken')} <Link to={forgotPath}>{t('auth.reset.askLink')}</Link>
            </Alert>
          ) : null}
          {linkError ? (
            // Whatever the server says of the token (unknown, used, expired, missing), the way on is a new link.
            <Alert tone="danger" role="alert">
              {t('auth.errors.resetInvalid')} <Link to={forgotPath}>{t('auth.reset.askLink')}</Link>
            </Alert>
          ) : (
            <UnavailableAlert shown={reset.isError} />
          )}
          <Form noValidate onSubmit={onSubmit} aria-label={t('auth.reset.title')}>
            <NewPasswordField
              label={t('auth.reset.password')}
              error={errors.password?.message}
              {...register('password')}
            />
            <Field label={t('auth.reset.confirm')} error={errors.confirm && t(errors.confirm.message ?? '')} required>
              <PasswordInput autoComplete="new-password" {...register('confirm')} />
            </Field>
            <Button type="submit" loading={reset.isPending}>
              {t('auth.reset.submit')}
            </Button>
          </Form>
        </>
      )}
      <Aside>
        <Link to="/login">
          <ChevronLeft aria-hidden size={16} style={{ verticalAlign: 'middle' }} />
          {t('auth.forgot.back')}
        </Link>
      </Aside>
    </AuthScreen>
  );
}
