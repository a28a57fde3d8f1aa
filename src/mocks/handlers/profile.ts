import { profilePaths } from '@/lib/api/paths/profile';
import { defineDomain, get } from '../router/domain';

/**
 * The signed-in user's social profile page.
 */
export const profileHandlers = defineDomain(
  'profile',
  () => import('../resolvers/profile'),
  ['Page'],
  [get(profilePaths.data, 'profileResolver')],
);
