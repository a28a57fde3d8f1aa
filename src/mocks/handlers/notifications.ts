import { http } from 'msw';
import { lazy } from '../lazy';

const notifications = () => import('../resolvers/notifications');

/** Not in SPEC: the navbar's notifications menu. */
export const notificationsHandlers = [
  http.get('*/api/notifications', lazy(notifications, 'listResolver')),
  http.post('*/api/notifications/read', lazy(notifications, 'markReadResolver')),
  http.delete('*/api/notifications', lazy(notifications, 'dismissResolver')),
];
