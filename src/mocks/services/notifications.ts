import type { MarkNotificationsBody, NotificationsResponse } from '@/lib/api/schemas/notifications';
import { notificationsSeed } from '../data/notifications';
import { defineTable } from '../db';

export const notifications = defineTable(notificationsSeed);

export async function listNotifications(): Promise<NotificationsResponse> {
  const rows = await notifications.all();
  return { notifications: [...rows], unread: rows.filter((row) => !row.read).length };
}

/** Marks the listed notifications read (all of them without `ids`); unknown ids are left alone. */
export async function markRead({ ids }: MarkNotificationsBody): Promise<NotificationsResponse> {
  const rows = await notifications.all();
  const chosen = ids ? new Set(ids) : undefined;
  for (const row of rows)
    if (!row.read && (!chosen || chosen.has(row.id))) await notifications.update(row.id, { read: true });
  return listNotifications();
}

export async function dismiss(id: number): Promise<boolean> {
  return notifications.remove(id);
}
