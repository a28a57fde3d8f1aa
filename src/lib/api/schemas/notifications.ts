import * as z from '../zod';
import { idField } from './common';

/**
 * Beyond the original brief: the navbar's notifications.
 * `kind` picks the icon and colour when there is no avatar.
 */
export const notificationKinds = ['order', 'message', 'user', 'system', 'security'] as const;

export const notification = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** A person's picture, when a person is behind it. */
  avatar: z.optional(z.string()),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsResponse = z.object({
  notifications: z.array(notification),
  /** How many are unread. */
  unread: z.number().check(z.int()),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** Without `ids`, every notification. */
export const markNotificationsBody = z.object({
  ids: z.optional(z.array(idField).check(z.maxLength(100, 'must list 100 ids or fewer'))),
});
export type MarkNotificationsBody = z.infer<typeof markNotificationsBody>;
