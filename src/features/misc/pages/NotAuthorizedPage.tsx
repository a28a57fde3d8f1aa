import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/AuthProvider';
import { homeFor } from '@/lib/auth/session';
import { MiscScreen, PrimaryLink } from '../components/MiscScreen';

/** Where a signed-in person lands when their abilities do not allow a page. */
export function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  const { user } = useAuth();
  return (
    <MiscScreen title={t('misc.notAuthorized.title')} illustration="/images/illustrations/not-authorized.svg">
      <p>{t('misc.notAuthorized.body')}</p>
      <PrimaryLink to={user ? homeFor(user) : '/login'}>
        {user ? t('misc.notAuthorized.home') : t('misc.notAuthorized.signIn')}
      </PrimaryLink>
    </MiscScreen>
  );
}
