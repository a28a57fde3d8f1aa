export { UsersListPage } from './UsersListPage';
export { PermissionsPage } from './PermissionsPage';
export { UserViewPage } from './UserViewPage';
export { RolesPage } from './RolesPage';
