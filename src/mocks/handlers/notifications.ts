import { notificationsPaths } from '@/lib/api/paths/notifications';
import { defineDomain, del, get, post } from '../router/domain';

/** Beyond the original brief: the navbar's notifications menu, which every signed-in user has. */
export const notificationsHandlers = defineDomain(
  'notifications',
  () => import('../resolvers/notifications'),
  'signedIn',
  [
    get(notificationsPaths.list, 'listResolver'),
    post(notificationsPaths.markRead, 'markReadResolver'),
    del(notificationsPaths.list, 'dismissResolver'),
  ],
);
