import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from '@/lib/api/zod';
import { ApiError } from '@/lib/api/client';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { useSendTwoStepsCode, useVerifyTwoStepsCode } from '../api';
import { AuthScreen, Heading, Lead, type AuthVariant } from '../components/AuthScreen';
import { Aside, ButtonLink, DemoNote, Form } from '../components/formStyles';
import { serverMessage } from '../serverMessages';
import { UnavailableAlert } from '../components/UnavailableAlert';

const codeForm = z.object({
  code: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.replace(/\s/g, '')),
    ),
    z.string().check(z.minLength(1, 'auth.errors.codeRequired'), z.regex(/^\d{6}$/, 'auth.errors.codeInvalid')),
  ),
});
type CodeForm = z.input<typeof codeForm>;

const CodeInput = styled(Input)`
  font-size: var(--fs-xl);
  letter-spacing: 0.5em;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/**
 * The second sign-in step: a six-digit code goes to the account's phone when the page opens; the
 * person types it (a phone fills it from the text message). A wrong or expired code says so at the
 * field and keeps what was typed; "Resend" sends a fresh code.
 */
export function TwoStepsPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const send = useSendTwoStepsCode();
  const verify = useVerifyTwoStepsCode();
  const sent = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CodeForm, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });

  // One code per visit; the ref keeps React's development double-run from sending two.
  const { mutate: sendCode } = send;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendCode();
  }, [sendCode]);

  const onSubmit = handleSubmit(async ({ code }) => {
    if (!send.data) return;
    try {
      await verify.mutateAsync({ challenge: send.data.challenge, code });
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.code : undefined;
      if (field) setError('code', { message: field }, { shouldFocus: true });
    }
  });

  const resend = () => {
    clearErrors();
    verify.reset();
    send.mutate();
  };
  const unavailable =
    send.isError || (verify.isError && !(verify.error instanceof ApiError && verify.error.fieldErrors.code));

  return (
    <AuthScreen variant={variant} illustration="/images/illustrations/auth-two-steps.svg">
      <div>
        <Heading>{t('auth.twoSteps.title')}</Heading>
        <Lead>
          {t('auth.twoSteps.lead')} {send.data ? <strong>{send.data.phone}</strong> : null}
        </Lead>
      </div>
      {verify.isSuccess ? (
        <>
          <Alert tone="success" role="status">
            {t('auth.twoSteps.done')}
          </Alert>
          <ButtonLink to="/">{t('auth.twoSteps.continue')}</ButtonLink>
        </>
      ) : (
        <>
          <UnavailableAlert shown={unavailable} />
          {send.data ? <DemoNote>{t('auth.twoSteps.demoCode', { code: send.data.demo.code })}</DemoNote> : null}
          <Form noValidate onSubmit={onSubmit} aria-label={t('auth.twoSteps.title')}>
            <Field
              label={t('auth.twoSteps.code')}
              error={errors.code && serverMessage(t, errors.code.message)}
              required
            >
              <CodeInput
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                placeholder="••••••"
                {...register('code')}
              />
            </Field>
            <Button type="submit" loading={verify.isPending} disabled={!send.data}>
              {t('auth.twoSteps.submit')}
            </Button>
          </Form>
          <Aside>
            {t('auth.twoSteps.noCode')}{' '}
            <Button
              variant="text"
              size="sm"
              loading={send.isPending}
              onClick={resend}
              style={{ verticalAlign: 'baseline' }}
            >
              {t('auth.twoSteps.resend')}
            </Button>
          </Aside>
        </>
      )}
    </AuthScreen>
  );
}
