import { Bell, CreditCard, Link2, Lock, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import type { ManagedUser, UserOverview } from '@/lib/api/schemas/users';
import { Tabs } from '@/ui/tabs/Tabs';
import { useUserOverview } from '../api/userOverview';
import { UserAccountTab } from './UserAccountTab';
import { UserBillingTab } from './UserBillingTab';
import { UserConnectionsTab } from './UserConnectionsTab';
import { UserNotificationsTab } from './UserNotificationsTab';
import { UserSecurityTab } from './UserSecurityTab';

/** The user view's tabs; all but billing show the user's overview (loading, failed, or the tab). */
export function UserTabs({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users');
  const overview = useUserOverview(user.id);
  // "Now" for the relative times: when the overview arrived, so a re-render does not move them.
  const now = overview.dataUpdatedAt;
  const body = (render: (data: UserOverview) => ReactNode) =>
    overview.isSuccess ? (
      render(overview.data)
    ) : overview.isError ? (
      <LoadError title={t('users.view.overviewError')} query={overview} />
    ) : (
      <LoadingStatus />
    );
  return (
    <Tabs
      label={t('users.view.tabs')}
      defaultValue="account"
      items={[
        {
          value: 'account',
          label: t('users.view.tab.account'),
          icon: <UserRound aria-hidden />,
          content: body((data) => <UserAccountTab overview={data} now={now} />),
        },
        {
          value: 'security',
          label: t('users.view.tab.security'),
          icon: <Lock aria-hidden />,
          content: body((data) => <UserSecurityTab overview={data} now={now} />),
        },
        {
          value: 'billing',
          label: t('users.view.tab.billing'),
          icon: <CreditCard aria-hidden />,
          content: <UserBillingTab user={user} />,
        },
        {
          value: 'notifications',
          label: t('users.view.tab.notifications'),
          icon: <Bell aria-hidden />,
          content: body((data) => <UserNotificationsTab userId={user.id} saved={data.notifications} />),
        },
        {
          value: 'connections',
          label: t('users.view.tab.connections'),
          icon: <Link2 aria-hidden />,
          content: body((data) => <UserConnectionsTab userId={user.id} connections={data.connections} />),
        },
      ]}
    />
  );
}
