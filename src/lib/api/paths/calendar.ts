/**
 * Calendar events: listing, adding, updating, removing.
 * What each one takes and answers: docs/demo-api.md, Calendar.
 */
export const calendarPaths = {
  list: '/apps/calendar/events',
  add: '/apps/calendar/add-event',
  update: '/apps/calendar/update-event',
  remove: '/apps/calendar/remove-event',
} as const;
