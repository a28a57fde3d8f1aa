import { useTranslation } from 'react-i18next';
import { MiscScreen, PrimaryLink } from '../components/MiscScreen';

/** A page a product shows while it is down for maintenance. */
export function MaintenancePage() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen title={t('misc.maintenance.title')} illustration="/images/illustrations/maintenance.svg">
      <p>{t('misc.maintenance.body')}</p>
      <PrimaryLink to="/">{t('error.home')}</PrimaryLink>
    </MiscScreen>
  );
}
