import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { notificationsPaths } from '@/lib/api/paths/notifications';
import type { NotificationsResponse } from '@/lib/api/schemas/notifications';

export const notificationsKey = ['notifications'] as const;

/** The signed-in user's notifications with the unread count (docs/demo-api.md, Notifications). */
export const fetchNotifications = (signal?: AbortSignal) =>
  api.get<NotificationsResponse>(notificationsPaths.list, { signal });
export const notificationsQuery = () =>
  queryOptions({ queryKey: notificationsKey, queryFn: ({ signal }) => fetchNotifications(signal) });
export const useNotifications = () => useQuery(notificationsQuery());

/** Marks some notifications read (all without ids); the answer is the new list. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api.post<NotificationsResponse>(notificationsPaths.markRead, ids ? { ids } : {}),
    onSuccess: (data) => client.setQueryData(notificationsKey, data),
  });
}

export function useDismissNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<NotificationsResponse>(notificationsPaths.list, { query: { id } }),
    onSuccess: (data) => client.setQueryData(notificationsKey, data),
  });
}
