import { calendarPaths } from '../paths/calendar';
import * as calendar from '../schemas/calendar';
import { ok, created, invalid, notFound, deleted, type Endpoint } from './describe';

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
    body: calendar.addEventBody,
    responses: { ...created(calendar.eventResponse), ...invalid },
  },
  {
    method: 'post',
    path: calendarPaths.update,
    tag: 'Calendar',
    summary: 'Change an event; extendedProps merge field by field',
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
