import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { useUser } from '../api/users';
import { UserNotFound } from '../components/UserNotFound';
import { UserPlanCard } from '../components/UserPlanCard';
import { UserProfileCard } from '../components/UserProfileCard';
import { UserTabs } from '../components/UserTabs';

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

/** `/apps/user/view/:id`: one user's profile and plan beside tabs for account, security, billing, notifications, connections. */
export function UserViewPage() {
  const { id: param } = useParams();
  const id = param === undefined ? DEFAULT_USER_ID : /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
  if (id === null) return <UserNotFound />;
  return <UserView id={id} />;
}

function UserView({ id }: { id: number }) {
  const { t } = useTranslation('users');
  const user = useUser(id);
  if (user.error instanceof ApiError && user.error.status === 404) return <UserNotFound />;
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
