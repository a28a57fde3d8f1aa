import { calendarPaths } from '@/lib/api/paths/calendar';
import { defineDomain, del, get, post } from '../router/domain';

/** The calendar app. */
export const calendarHandlers = defineDomain(
  'calendar',
  () => import('../resolvers/calendar'),
  ['App'],
  [
    get(calendarPaths.list, 'listResolver'),
    post(calendarPaths.add, 'addResolver'),
    post(calendarPaths.update, 'updateResolver'),
    del(calendarPaths.remove, 'removeResolver'),
  ],
);
