import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { calendarPaths } from '@/lib/api/paths/calendar';
import type { CalendarEvent, CalendarKind } from '@/lib/api/schemas/calendar';

/** Every calendar query starts with this key (docs/demo-api.md, Calendar). */
export const calendarKey = ['calendar'] as const;
export const eventsKey = [...calendarKey, 'events'] as const;

/**
 * The events of the chosen calendars. With none chosen there is nothing to ask for: the answer is no
 * events, without a call (an empty list in the address would also mean none, but not every backend
 * reads it so).
 */
export const fetchEvents = (calendars: readonly CalendarKind[], signal?: AbortSignal) =>
  calendars.length === 0
    ? Promise.resolve<CalendarEvent[]>([])
    : api.get<CalendarEvent[]>(calendarPaths.list, { query: { calendars: calendars.join(',') }, signal });

/** The previous answer stays on screen while a changed filter's comes, so the grid never empties between them. */
export const eventsOptions = (calendars: readonly CalendarKind[]) =>
  queryOptions({
    queryKey: [...eventsKey, [...calendars].sort()],
    queryFn: ({ signal }) => fetchEvents(calendars, signal),
    placeholderData: keepPreviousData,
  });
export const useEvents = (calendars: readonly CalendarKind[]) => useQuery(eventsOptions(calendars));
