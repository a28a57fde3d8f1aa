import { defineScreens, readApp } from '@/lib/screens';

export const calendarScreens = defineScreens('calendar', [
  {
    // The view and the day shown are in the search (`?view=week&date=2026-01-22`).
    path: '/apps/calendar',
    access: readApp,
    load: () => import('./pages/CalendarPage').then((m) => m.CalendarPage),
    landing: true,
    menu: { group: 'apps', order: 40, labelKey: 'nav.calendar', icon: 'CalendarDays' },
  },
]);
