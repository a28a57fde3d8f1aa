import { usersPaths } from '@/lib/api/paths/users';
import { defineDomain, del, get, post } from '../router/domain';

/** The users app and the user view's tabs (overview, preferences: beyond the original brief). */
export const usersHandlers = defineDomain(
  'users',
  () => import('../resolvers/users'),
  ['User'],
  [
    get(usersPaths.allData, 'allDataResolver'),
    get(usersPaths.list, 'listResolver'),
    get(usersPaths.user, 'userResolver'),
    get(usersPaths.overview, 'overviewResolver'),
    post(usersPaths.preferences, 'preferencesResolver'),
    post(usersPaths.add, 'addResolver'),
    del(usersPaths.delete, 'deleteResolver'),
  ],
);
