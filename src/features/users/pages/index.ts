export { UsersListPage } from './UsersListPage';
export { PermissionsPage } from './PermissionsPage';
