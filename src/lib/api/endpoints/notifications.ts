import { idParam } from '../schemas/common';
import * as z from '../zod';
import { notificationsPaths } from '../paths/notifications';
import * as notifications from '../schemas/notifications';
import { ok, invalid, notFound, type Endpoint } from './describe';

export const notificationsEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: notificationsPaths.list,
    tag: 'Notifications',
    summary: "The signed-in user's notifications, newest first",
    description: 'Beyond the original brief.',
    responses: ok(notifications.notificationsResponse),
  },
  {
    method: 'post',
    path: notificationsPaths.markRead,
    tag: 'Notifications',
    summary: 'Mark notifications read',
    description: 'Beyond the original brief. Without `ids`, marks every notification read. Answers the updated list.',
    body: notifications.markNotificationsBody,
    responses: { ...ok(notifications.notificationsResponse), ...invalid },
  },
  {
    method: 'delete',
    path: notificationsPaths.list,
    tag: 'Notifications',
    summary: 'Dismiss a notification',
    description: 'Beyond the original brief. Answers the updated list.',
    query: z.object({ id: idParam }),
    responses: { ...ok(notifications.notificationsResponse), ...invalid, ...notFound('Notification') },
  },
];
