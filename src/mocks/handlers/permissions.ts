import { defineDomain, del, get, post } from '../router/domain';

/** The permissions app: for user managers, like its screen. */
export const permissionsHandlers = defineDomain(
  'permissions',
  () => import('../resolvers/permissions'),
  ['User'],
  [
    get('/apps/permissions/data', 'listResolver'),
    post('/apps/permissions/add-permission', 'addResolver'),
    post('/apps/permissions/update-permission', 'updateResolver'),
    del('/apps/permissions/delete', 'deleteResolver'),
  ],
);
