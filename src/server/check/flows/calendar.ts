import type { CalendarEvent } from '@/lib/api/schemas/calendar';
import { ABSENT_ID, byId, day, notFound, type Flow } from './support';

/** Calendar: the events; an event of the check's own added, moved and removed. */
export const calendarFlow: Flow = {
  domains: ['calendar'],
  async run(t, { stamp }) {
    await t.check('GET /apps/calendar/events', { valid: { query: { calendars: 'Business,Holiday' } } });
    const added = await t.check<{ event: CalendarEvent }>('POST /apps/calendar/add-event', {
      valid: {
        body: {
          event: {
            title: `API check ${stamp}`,
            start: `${day(3)}T10:00`,
            end: `${day(3)}T11:00`,
            allDay: false,
            extendedProps: { calendar: 'Business', location: 'Online' },
          },
        },
      },
    });
    const id = added?.event.id;
    const own = { 'the event the check added': id };
    await t.check('POST /apps/calendar/update-event', {
      needs: own,
      valid: { body: { event: { id, title: `API check ${stamp} moved`, start: day(4), end: day(4), allDay: true } } },
      also: [notFound({ body: { event: { id: ABSENT_ID, title: 'Gone' } } })],
    });
    await t.check('DELETE /apps/calendar/remove-event', byId(own, id));
  },
};
