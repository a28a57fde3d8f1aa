import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { homeFor } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/AuthProvider';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { useLogin } from '../api';
import { AuthScreen, Heading, Lead, type AuthVariant } from '../components/AuthScreen';
import { DemoAccounts } from '../components/DemoAccounts';
import { Aside, Form, Row } from '../components/formStyles';
import { PasswordInput } from '../components/PasswordInput';
import { safeReturnTo } from '../returnTo';
import { serverMessage } from '../serverMessages';
import { UnavailableAlert } from '../components/UnavailableAlert';

type LoginForm = { email: string; password: string };

/**
 * Two rules, so the sign-in page checks them with react-hook-form's own rules rather than loading zod
 * (the first page most people open; the server checks again). Messages are translation keys; a
 * server message arrives as text and is translated when known.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const rules = {
  email: {
    setValueAs: (value: string) => value.trim(),
    required: 'auth.errors.emailRequired',
    pattern: { value: EMAIL, message: 'auth.errors.emailInvalid' },
  },
  password: { required: 'auth.errors.passwordRequired' },
} as const;

/**
 * Sign in (`/login` and the demo pages). A wrong email or password shows the server's message at the
 * email field and keeps what was typed. Success stores the session; the route guard then opens the
 * page the person came from, or their home.
 */
export function LoginPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await login.mutateAsync(values);
      await signIn(session);
      navigate(safeReturnTo(params.get('returnTo')) ?? homeFor(session.userData), { replace: true });
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.email : undefined;
      if (field) setError('email', { message: field }, { shouldFocus: true });
    }
  });
  // Field errors are shown at the field; anything else (the network, a server failure) above the form.
  const formError = login.error && !(login.error instanceof ApiError && login.error.fieldErrors.email);

  return (
    <AuthScreen variant={variant} illustration="/images/illustrations/auth-login.svg">
      <div>
        <Heading>{t('auth.login.title')}</Heading>
        <Lead>{t('auth.login.lead')}</Lead>
      </div>
      <DemoAccounts
        onUse={(account) => {
          setValue('email', account.email, { shouldValidate: false });
          setValue('password', account.password, { shouldValidate: false });
        }}
      />
      <UnavailableAlert shown={Boolean(formError)} />
      <Form noValidate onSubmit={onSubmit} aria-label={t('auth.login.title')}>
        <Field label={t('auth.email')} error={errors.email && serverMessage(t, errors.email.message)} required>
          <Input
            type="email"
            autoComplete="username"
            placeholder="john@example.com"
            {...register('email', rules.email)}
          />
        </Field>
        <Field label={t('auth.password')} error={errors.password && t(errors.password.message ?? '')} required>
          <PasswordInput autoComplete="current-password" {...register('password', rules.password)} />
        </Field>
        <Row>
          <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
        </Row>
        <Button type="submit" loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Form>
      <Aside>
        {t('auth.login.new')} <Link to="/register">{t('auth.login.create')}</Link>
      </Aside>
    </AuthScreen>
  );
}
