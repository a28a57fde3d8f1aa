import { http } from 'msw';
import { lazy } from '../lazy';

const calendar = () => import('../resolvers/calendar');

/** SPEC 7, Calendar. */
export const calendarHandlers = [
  http.get('*/apps/calendar/events', lazy(calendar, 'listResolver')),
  http.post('*/apps/calendar/add-event', lazy(calendar, 'addResolver')),
  http.post('*/apps/calendar/update-event', lazy(calendar, 'updateResolver')),
  http.delete('*/apps/calendar/remove-event', lazy(calendar, 'removeResolver')),
];
