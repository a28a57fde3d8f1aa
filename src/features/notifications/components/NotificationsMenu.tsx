import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { CountedIcon } from '@/ui/badge/CountedIcon';
import { Button } from '@/ui/button/Button';
import { Popover } from '@/ui/popover/Popover';
import { useNotifications } from '../api';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

/**
 * The navbar's notifications: the unread count on the bell, and the list in a panel whose code comes
 * when the panel first opens.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const query = useNotifications();
  const unread = query.data?.unread ?? 0;
  return (
    <Popover
      title={t('notifications.title')}
      trigger={
        <Button variant="text" tone="secondary" iconOnly aria-label={t('notifications.open', { count: unread })}>
          <CountedIcon icon={<Bell aria-hidden />} count={unread} tone="danger" />
        </Button>
      }
    >
      <Suspense fallback={<LoadingStatus />}>
        <NotificationsPanel />
      </Suspense>
    </Popover>
  );
}
