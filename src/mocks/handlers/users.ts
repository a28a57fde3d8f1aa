import { defineDomain, del, get, post } from '../router/domain';

/** The users app and the user view's tabs (overview, preferences: beyond the brief). */
export const usersHandlers = defineDomain(
  'users',
  () => import('../resolvers/users'),
  ['User'],
  [
    get('/api/users/list/all-data', 'allDataResolver'),
    get('/api/users/list/data', 'listResolver'),
    get('/api/users/user', 'userResolver'),
    get('/api/users/user/overview', 'overviewResolver'),
    post('/api/users/user/preferences', 'preferencesResolver'),
    post('/apps/users/add-user', 'addResolver'),
    del('/apps/users/delete', 'deleteResolver'),
  ],
);
