import { Bell, CreditCard, Link2, Lock, UserRound, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { Tabs } from '@/ui/tabs/Tabs';
import { useUser } from '../api/users';
import { useUserOverview } from '../api/userOverview';
import { UserAccountTab } from '../components/UserAccountTab';
import { UserBillingTab } from '../components/UserBillingTab';
import { UserConnectionsTab } from '../components/UserConnectionsTab';
import { UserNotificationsTab } from '../components/UserNotificationsTab';
import { UserPlanCard } from '../components/UserPlanCard';
import { UserProfileCard } from '../components/UserProfileCard';
import { UserSecurityTab } from '../components/UserSecurityTab';

/** The user `/apps/user/view` opens without an id. */
export const DEFAULT_USER_ID = 1;

const Layout = styled.div`
  display: grid;
  gap: var(--space-6);
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 62rem) {
    grid-template-columns: minmax(17rem, 1fr) minmax(0, 2fr);
  }
`;

const Side = styled.div`
  display: grid;
  gap: var(--space-6);
`;

const BackLink = styled(Link)`
  ${primaryLinkCss}
`;

/** `/apps/user/view/:id`: one user's profile and plan beside tabs for account, security, billing, notifications, connections. */
export function UserViewPage() {
  const { id: param } = useParams();
  const id = param === undefined ? DEFAULT_USER_ID : /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
  if (id === null) return <NotFound />;
  return <UserView id={id} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <PageStack>
      <PageHeader title={t('users.view.title')} />
      <Card>
        <CardBody>
          <EmptyState
            titleAs="h2"
            icon={<UserX />}
            title={t('users.view.notFoundTitle')}
            description={t('users.view.notFoundText')}
            action={<BackLink to="/apps/user/list">{t('users.view.backToList')}</BackLink>}
          />
        </CardBody>
      </Card>
    </PageStack>
  );
}

function UserView({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useUser(id);
  if (user.error instanceof ApiError && user.error.status === 404) return <NotFound />;
  if (!user.isSuccess)
    return (
      <PageStack>
        <PageHeader title={t('users.view.title')} />
        {user.isError ? <LoadError title={t('users.view.loadError')} query={user} /> : <LoadingStatus />}
      </PageStack>
    );
  return (
    <PageStack>
      <PageHeader title={user.data.fullName} description={t('users.view.description')} />
      <Layout>
        <Side>
          <UserProfileCard user={user.data} />
          <UserPlanCard plan={user.data.currentPlan} />
        </Side>
        <UserTabs user={user.data} />
      </Layout>
    </PageStack>
  );
}

function UserTabs({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const overview = useUserOverview(user.id);
  // "Now" for the relative times: when the overview arrived, so a re-render does not move them.
  const now = overview.dataUpdatedAt;
  const body = (render: (data: NonNullable<typeof overview.data>) => ReactNode) =>
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
