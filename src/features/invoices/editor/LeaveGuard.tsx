import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/ui/modal/ConfirmDialog';

/**
 * While `when` holds (unsaved changes), leaving the page asks first: inside the app with a dialog
 * (React Router's blocker), and on reload or closing the tab with the browser's own question.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('invoices');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={t('invoices.leaveTitle')}
      description={t('invoices.leaveText')}
      confirmLabel={t('invoices.leave')}
      cancelLabel={t('invoices.stay')}
      tone="warning"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
