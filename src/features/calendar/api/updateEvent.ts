import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { calendarPaths } from '@/lib/api/paths/calendar';
import type { CalendarEvent, UpdateEventBody } from '@/lib/api/schemas/calendar';
import { calendarKey, eventsKey } from './events';

const postUpdate = (event: UpdateEventBody['event']) =>
  api.post<{ event: CalendarEvent }>(calendarPaths.update, { event } satisfies UpdateEventBody);

/** Changes an event from the panel, sent whole; the calendars are asked for again. */
export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postUpdate,
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKey }),
  });
}

/** An event's new times, as a drag or a resize gives them. */
export type EventMove = Pick<CalendarEvent, 'id' | 'start' | 'end' | 'allDay'>;

/**
 * Moves an event to new times. The lists on screen say so at once (the event stays where it was
 * dropped, and opening it shows its new times), and go back as they were if the server refuses.
 */
export function useMoveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postUpdate,
    onMutate: async (move: EventMove) => {
      await client.cancelQueries({ queryKey: eventsKey });
      const before = client.getQueriesData<CalendarEvent[]>({ queryKey: eventsKey });
      client.setQueriesData<CalendarEvent[]>({ queryKey: eventsKey }, (list) =>
        list?.map((event) => (event.id === move.id ? { ...event, ...move } : event)),
      );
      return { before };
    },
    onError: (_error, _move, context) => context?.before.forEach(([key, list]) => client.setQueryData(key, list)),
    onSettled: () => client.invalidateQueries({ queryKey: calendarKey }),
  });
}
