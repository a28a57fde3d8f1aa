import { http } from 'msw';
import { lazy } from '../lazy';

const permissions = () => import('../resolvers/permissions');
const roles = () => import('../resolvers/roles');

/** SPEC 7, Permissions. */
export const permissionsHandlers = [
  http.get('*/apps/permissions/data', lazy(permissions, 'listResolver')),
  http.post('*/apps/permissions/add-permission', lazy(permissions, 'addResolver')),
  http.post('*/apps/permissions/update-permission', lazy(permissions, 'updateResolver')),
  http.delete('*/apps/permissions/delete', lazy(permissions, 'deleteResolver')),
  // Not in SPEC: the roles page (a role's permissions are the permissions assigned to it).
  http.get('*/apps/roles/data', lazy(roles, 'listResolver')),
  http.post('*/apps/roles/add-role', lazy(roles, 'addResolver')),
  http.post('*/apps/roles/update-role', lazy(roles, 'updateResolver')),
];
