import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as z from '@/lib/api/zod';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { useForgotPassword } from '../api';
import { AuthScreen, Heading, Lead, type AuthVariant } from '../components/AuthScreen';
import { Aside, DemoNote, Form } from '../components/formStyles';
import { UnavailableAlert } from '../components/UnavailableAlert';

const forgotForm = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'auth.errors.emailRequired')),
    z.email('auth.errors.emailInvalid'),
  ),
});
type ForgotForm = z.infer<typeof forgotForm>;

/** Asks for a reset link (`/forgot-password` and the demo pages); the answer never says whether the account exists. */
export function ForgotPasswordPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotForm>({ resolver: zodResolver(forgotForm), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
    } catch {
      // Shown by the alert below.
    }
  });

  return (
    <AuthScreen variant={variant} illustration="/images/illustrations/auth-forgot.svg">
      <div>
        <Heading>{t('auth.forgot.title')}</Heading>
        <Lead>{t('auth.forgot.lead')}</Lead>
      </div>
      {forgot.isSuccess ? (
        <>
          <Alert tone="success" role="status">
            {t('auth.forgot.sent', { email: forgot.variables })}
          </Alert>
          <DemoNote>
            {t('auth.demoNote')}{' '}
            <Link to={`/pages/reset-password-${variant}?token=${encodeURIComponent(forgot.data.demo.resetToken)}`}>
              {t('auth.forgot.demoLink')}
            </Link>
          </DemoNote>
        </>
      ) : null}
      <UnavailableAlert shown={forgot.isError} />
      <Form noValidate onSubmit={onSubmit} aria-label={t('auth.forgot.title')}>
        <Field label={t('auth.email')} error={errors.email && t(errors.email.message ?? '')} required>
          <Input type="email" autoComplete="email" placeholder="john@example.com" {...register('email')} />
        </Field>
        <Button type="submit" loading={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
      <Aside>
        <Link to="/login">
          <ChevronLeft aria-hidden size={16} style={{ verticalAlign: 'middle' }} />
          {t('auth.forgot.back')}
        </Link>
      </Aside>
    </AuthScreen>
  );
}
