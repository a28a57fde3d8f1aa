import { idParam } from '../schemas/common';
import * as z from 'zod';
import { notificationsPaths } from '../paths/notifications';
import * as notifications from '../schemas/notifications';
import { ok, invalid, notFound, type Endpoint } from './describe';

export const notificationsEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: notificationsPaths.list,
    tag: 'Notifications',
    summary: "The signed-in user's notifications, newest first",
    description: 'Not in SPEC.',
    responses: ok(notifications.notificationsResponse),
  },
  {
    method: 'post',
    path: notificationsPaths.markRead,
    tag: 'Notifications',
    summary: 'Mark notifications read',
    description: 'Not in SPEC. Without `ids`, marks every notification read. Answers the updated list.',
    body: notifications.markNotificationsBody,
    responses: { ...ok(notifications.notificationsResponse), ...invalid },
  },
  {
    method: 'delete',
    path: notificationsPaths.list,
    tag: 'Notifications',
    summary: 'Dismiss a notification',
    description: 'Not in SPEC. Answers the updated list.',
    query: z.object({ id: idParam }),
    responses: { ...ok(notifications.notificationsResponse), ...invalid, ...notFound('Notification') },
  },
];
