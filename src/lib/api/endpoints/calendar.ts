import { calendarPaths } from '../paths/calendar';
import * as calendar from '../schemas/calendar';
import { ok, created, invalid, notFound, deleted, type Endpoint } from './describe';

const times =
  'Beyond the original brief: an event that ends before it starts, whose times are not of its kind (days when all day, dates with a time otherwise) or whose `url` is no web address answers 400 naming the field.';

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
