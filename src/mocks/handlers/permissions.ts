import { permissionsPaths } from '@/lib/api/paths/permissions';
import { defineDomain, del, get, post } from '../router/domain';

/** The permissions app: for user managers, like its screen. */
export const permissionsHandlers = defineDomain(
  'permissions',
  () => import('../resolvers/permissions'),
  ['User'],
  [
    get(permissionsPaths.list, 'listResolver'),
    post(permissionsPaths.add, 'addResolver'),
    post(permissionsPaths.update, 'updateResolver'),
    del(permissionsPaths.delete, 'deleteResolver'),
  ],
);
