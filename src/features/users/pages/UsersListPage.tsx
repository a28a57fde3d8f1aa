import { useTranslation } from 'react-i18next';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { UsersList } from '../components/UsersList';
import { UserStats } from '../components/UserStats';

/** `/apps/user/list`: counts over every user, then the list with its filters, search and actions. */
export function UsersListPage() {
  const { t } = useTranslation('users');
  return (
    <PageStack>
      <PageHeader title={t('users.listTitle')} description={t('users.listDescription')} />
      <UserStats />
      <UsersList />
    </PageStack>
  );
}
