import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { calendarPaths } from '@/lib/api/paths/calendar';
import type { AddEventBody, CalendarEvent } from '@/lib/api/schemas/calendar';
import { calendarKey } from './events';

/** Adds an event (201 with its new id); the calendars are asked for again. */
export function useAddEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (event: AddEventBody['event']) =>
      api.post<{ event: CalendarEvent }>(calendarPaths.add, { event } satisfies AddEventBody),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKey }),
  });
}
