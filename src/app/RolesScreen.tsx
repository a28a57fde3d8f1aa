import { RolesPage } from '@/features/roles/pages';
// From the users app's pages chunk, which the users list shares.
import { UsersList } from '@/features/users/pages';

/** The roles page shows the users list beneath the roles: two features, put together by the app. */
export function RolesScreen() {
  return (
    <RolesPage>
      <UsersList />
    </RolesPage>
  );
}
