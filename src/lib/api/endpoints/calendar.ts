import { calendarPaths } from '../paths/calendar';
import * as calendar from '../schemas/calendar';
import { ok, created, invalid, notFound, deleted, type Endpoint } from './describe';

const times =
  'Beyond the original brief: an all-day event’s start and end are days (its end is the day after its last, as FullCalendar counts), a timed event’s are dates with a time; the end is never before the start; `url` is a web address or empty. A refusal answers 400 naming the field.';

export const calendarEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: calendarPaths.list,
    tag: 'Calendar',
    summary: 'Events of the selected calendars',
    query: calendar.eventsQuery,
    responses: { ...ok(calendar.eventsResponse), ...invalid },
  },
  {
    method: 'post',
    path: calendarPaths.add,
    tag: 'Calendar',
    summary: 'Add an event (id: last id plus 1)',
    description: times,
    body: calendar.addEventBody,
    responses: { ...created(calendar.eventResponse), ...invalid },
  },
  {
    method: 'post',
    path: calendarPaths.update,
    tag: 'Calendar',
    summary: 'Change an event; extendedProps merge field by field',
    description: `${times} The event as it would be after the change is checked; a refused change changes nothing.`,
    body: calendar.updateEventBody,
    responses: { ...ok(calendar.eventResponse), ...invalid, ...notFound('Event') },
  },
  {
    method: 'delete',
    path: calendarPaths.remove,
    tag: 'Calendar',
    summary: 'Remove an event',
    query: calendar.removeEventQuery,
    responses: { ...ok(deleted('id')), ...invalid, ...notFound('Event') },
  },
];
