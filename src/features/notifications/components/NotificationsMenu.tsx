import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { CountedMenu } from '@/ui/badge/CountedMenu';
import { useNotifications } from '../api';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

/**
 * The navbar's notifications: the unread count on the bell, and the list in a panel whose code comes
 * when the panel first opens.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const query = useNotifications();
  const unread = query.data?.unread ?? 0;
  return (
    <CountedMenu
      title={t('notifications.title')}
      label={t('notifications.open', { count: unread })}
      icon={<Bell aria-hidden />}
      count={unread}
      tone="danger"
      fallback={<LoadingStatus />}
    >
      <NotificationsPanel />
    </CountedMenu>
  );
}
