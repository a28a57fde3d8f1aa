import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { calendarPaths } from '@/lib/api/paths/calendar';
import { calendarKey } from './events';

/** Removes an event; the calendars are asked for again. */
export function useRemoveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(calendarPaths.remove, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKey }),
  });
}
