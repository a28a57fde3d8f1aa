import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert/Alert';

/**
 * What an auth form says when the server could not be reached or failed: not the visitor's doing,
 * so it stands above the form and leaves what they typed alone.
 */
export function UnavailableAlert({ shown }: { shown: boolean }) {
  const { t } = useTranslation('auth');
  if (!shown) return null;
  return (
    <Alert tone="danger" role="alert">
      {t('auth.errors.unavailable')}
    </Alert>
  );
}
