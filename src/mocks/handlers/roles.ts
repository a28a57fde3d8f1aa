import { defineDomain, get, post } from '../router/domain';

/** Beyond the brief: the roles page (a role's permissions are the permissions assigned to it). */
export const rolesHandlers = defineDomain(
  'roles',
  () => import('../resolvers/roles'),
  ['User'],
  [
    get('/apps/roles/data', 'listResolver'),
    post('/apps/roles/add-role', 'addResolver'),
    post('/apps/roles/update-role', 'updateResolver'),
  ],
);
