import { useTranslation } from 'react-i18next';
import { MiscScreen, PrimaryLink } from '../components/MiscScreen';

/** A page a product shows before a launch. */
export function ComingSoonPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen title={t('misc.comingSoon.title')} illustration="/images/illustrations/coming-soon.svg">
      <p>{t('misc.comingSoon.body')}</p>
      <PrimaryLink to="/">{t('error.home')}</PrimaryLink>
    </MiscScreen>
  );
}
