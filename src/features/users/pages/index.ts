export { UsersListPage } from './UsersListPage';
export { UserViewPage } from './UserViewPage';
// The roles page shows the users list beneath the roles: the app puts it there (a feature imports no
// other feature), from this chunk.
export { UsersList } from '../components/UsersList';
