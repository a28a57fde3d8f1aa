import type { RouteObject } from 'react-router';
import { loadCalendarPage, loadTodoPage } from '../landing';
import { access } from './access';
import { lazyPage } from './lazyPage';

const readApp = { action: 'read', subject: 'App' } as const;

/**
 * The planning apps. The tasks are one route for all their places (`/apps/todo`,
 * `/apps/todo/:filter`, `/apps/todo/tag/:tag`), so moving between them keeps the page and an open
 * task panel; the page reads the place from the parameters.
 */
export const planningRoutes: RouteObject[] = [
  {
    path: 'apps/todo/:first?/:second?',
    ...access(readApp),
    lazy: lazyPage('todo', loadTodoPage, (m) => m.TodoPage),
  },
  {
    // The view and the day shown are in the search (`?view=week&date=2026-01-22`).
    path: 'apps/calendar',
    ...access(readApp),
    lazy: lazyPage('calendar', loadCalendarPage, (m) => m.CalendarPage),
  },
];
