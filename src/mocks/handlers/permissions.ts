import { http } from 'msw';
import { lazy } from '../lazy';

const permissions = () => import('../resolvers/permissions');

/** SPEC 7, Permissions. */
export const permissionsHandlers = [
  http.get('*/apps/permissions/data', lazy(permissions, 'listResolver')),
  http.post('*/apps/permissions/add-permission', lazy(permissions, 'addResolver')),
  http.post('*/apps/permissions/update-permission', lazy(permissions, 'updateResolver')),
  http.delete('*/apps/permissions/delete', lazy(permissions, 'deleteResolver')),
];
