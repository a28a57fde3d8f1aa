import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as z from '@/lib/api/zod';
import { homeFor } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/AuthProvider';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { useRegister } from '../api';
import { AuthScreen, Heading, Lead, type AuthVariant } from '../components/AuthScreen';
import { Aside, ErrorText, Form } from '../components/formStyles';
import { safeReturnTo } from '../returnTo';
import { serverMessage } from '../serverMessages';
import { UnavailableAlert } from '../components/UnavailableAlert';
import { NewPasswordField } from '../components/NewPasswordField';

const registerForm = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'auth.errors.usernameRequired'),
      z.regex(/^[a-z0-9._-]+$/i, 'auth.errors.usernameChars'),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'auth.errors.emailRequired')),
    z.email('auth.errors.emailInvalid'),
  ),
  password: z.string().check(z.minLength(6, 'auth.errors.passwordShort')),
  terms: z.boolean().check(z.refine((accepted) => accepted, 'auth.errors.terms')),
});
type RegisterForm = z.infer<typeof registerForm>;

/**
 * Sign up (`/register` and the demo pages). A taken email or username (HTTP 200 with
 * messages) shows at that field; success signs the new admin in.
 */
export function RegisterPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const registration = useRegister();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: { username: '', email: '', password: '', terms: false },
  });

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    try {
      const answer = await registration.mutateAsync({ username, email, password });
      if ('error' in answer) {
        if (answer.error.username) setError('username', { message: answer.error.username }, { shouldFocus: true });
        if (answer.error.email)
          setError('email', { message: answer.error.email }, { shouldFocus: !answer.error.username });
        return;
      }
      await signIn(answer);
      // Like sign-in, back to the page that sent the person here, else home.
      navigate(safeReturnTo(params.get('returnTo')) ?? homeFor(answer.userData), { replace: true });
    } catch {
      // Shown by the alert below; what was typed stays.
    }
  });

  return (
    <AuthScreen variant={variant} illustration="/images/illustrations/auth-register.svg">
      <div>
        <Heading>{t('auth.register.title')}</Heading>
        <Lead>{t('auth.register.lead')}</Lead>
      </div>
      <UnavailableAlert shown={registration.isError} />
      <Form noValidate onSubmit={onSubmit} aria-label={t('auth.register.title')}>
        <Field label={t('auth.username')} error={errors.username && serverMessage(t, errors.username.message)} required>
          <Input autoComplete="username" placeholder="johndoe" {...register('username')} />
        </Field>
        <Field label={t('auth.email')} error={errors.email && serverMessage(t, errors.email.message)} required>
          <Input type="email" autoComplete="email" placeholder="john@example.com" {...register('email')} />
        </Field>
        <NewPasswordField label={t('auth.password')} error={errors.password?.message} {...register('password')} />
        <Controller
          control={control}
          name="terms"
          render={({ field, fieldState }) => (
            <div>
              <Checkbox
                label={t('auth.register.terms')}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={fieldState.invalid || undefined}
                aria-describedby={fieldState.error ? 'terms-error' : undefined}
              />
              {fieldState.error ? (
                <ErrorText id="terms-error" role="alert">
                  {t(fieldState.error.message ?? '')}
                </ErrorText>
              ) : null}
            </div>
          )}
        />
        <Button type="submit" loading={registration.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Form>
      <Aside>
        {t('auth.register.existing')} <Link to="/login">{t('auth.register.signIn')}</Link>
      </Aside>
    </AuthScreen>
  );
}
