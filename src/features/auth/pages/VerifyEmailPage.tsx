import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/AuthProvider';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { useResendVerification } from '../api';
import { AuthScreen, Heading, Lead, type AuthVariant } from '../components/AuthScreen';
import { Aside, ButtonLink } from '../components/formStyles';
import { UnavailableAlert } from '../components/UnavailableAlert';

/**
 * After sign-up: the activation link went to the address (`?email=`, else the signed-in user's);
 * the person can go on without it for now or have the link sent again.
 */
export function VerifyEmailPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { user } = useAuth();
  const email = params.get('email') || user?.email;
  const resend = useResendVerification();

  return (
    <AuthScreen variant={variant} illustration="/images/illustrations/auth-verify.svg">
      <div>
        <Heading>{t('auth.verify.title')}</Heading>
        <Lead>
          {email ? (
            <>
              {t('auth.verify.sentTo')} <strong>{email}</strong>. {t('auth.verify.follow')}
            </>
          ) : (
            <>
              {t('auth.verify.sentToYou')} {t('auth.verify.follow')}
            </>
          )}
        </Lead>
      </div>
      {resend.isSuccess ? (
        <Alert tone="success" role="status">
          {t('auth.verify.resent', { email })}
        </Alert>
      ) : null}
      <UnavailableAlert shown={resend.isError} />
      <ButtonLink to="/">{t('auth.verify.skip')}</ButtonLink>
      <Aside>
        {email ? (
          <>
            {t('auth.verify.noMail')}{' '}
            <Button
              variant="text"
              size="sm"
              loading={resend.isPending}
              onClick={() => resend.mutate(email)}
              style={{ verticalAlign: 'baseline' }}
            >
              {t('auth.verify.resend')}
            </Button>
          </>
        ) : (
          <>
            {t('auth.verify.noAccount')} <Link to="/register">{t('auth.login.create')}</Link>
          </>
        )}
      </Aside>
    </AuthScreen>
  );
}
