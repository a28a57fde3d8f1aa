import { RolesPage } from '@/features/roles/pages';
import { UsersList } from '@/features/users/components/UsersList';

/** The roles page shows the users list beneath the roles: two features, put together by the app. */
export function RolesScreen() {
  return (
    <RolesPage>
      <UsersList />
    </RolesPage>
  );
}
