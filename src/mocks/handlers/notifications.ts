import { defineDomain, del, get, post } from '../router/domain';

/** Beyond the brief: the navbar's notifications menu, which every signed-in user has. */
export const notificationsHandlers = defineDomain(
  'notifications',
  () => import('../resolvers/notifications'),
  'signedIn',
  [
    get('/api/notifications', 'listResolver'),
    post('/api/notifications/read', 'markReadResolver'),
    del('/api/notifications', 'dismissResolver'),
  ],
);
