import { defineDomain, del, get, post } from '../router/domain';

/** The calendar app. */
export const calendarHandlers = defineDomain(
  'calendar',
  () => import('../resolvers/calendar'),
  ['App'],
  [
    get('/apps/calendar/events', 'listResolver'),
    post('/apps/calendar/add-event', 'addResolver'),
    post('/apps/calendar/update-event', 'updateResolver'),
    del('/apps/calendar/remove-event', 'removeResolver'),
  ],
);
