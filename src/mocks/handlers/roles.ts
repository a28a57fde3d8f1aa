import { rolesPaths } from '@/lib/api/paths/roles';
import { defineDomain, get, post } from '../router/domain';

/** Beyond the original brief: the roles page (a role's permissions are the permissions assigned to it). */
export const rolesHandlers = defineDomain(
  'roles',
  () => import('../resolvers/roles'),
  ['User'],
  [
    get(rolesPaths.list, 'listResolver'),
    post(rolesPaths.add, 'addResolver'),
    post(rolesPaths.update, 'updateResolver'),
  ],
);
