import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calendarKinds, type CalendarEvent } from '@/lib/api/schemas/calendar';
import { call, del, get, post, withDemoServer } from '@/test/demoServer';
import { setDemoNow } from '../clock';
import seed from '../data/seed/events.json';
import { shiftMonths } from '../services/seedMonths';

withDemoServer();

const events = seed as CalendarEvent[];
const list = (query: Record<string, string> = {}) => get<CalendarEvent[]>('/apps/calendar/events', query);
const ids = (rows: { id: number }[]) => rows.map((e) => e.id);
type Refusal = { error: string; issues: { path: string; message: string }[] };

// The seed's January events move to the current month; fix "now" so that is March 2026.
beforeEach(() => setDemoNow('2026-03-10T12:00:00'));
afterEach(() => setDemoNow());

describe('GET /apps/calendar/events', () => {
  it('without calendars: every event, moved into the current month', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(ids(body)).toEqual(ids(events));
    expect(body.every((e) => e.start.startsWith('2026-03') && e.end >= e.start)).toBe(true);
    expect(body[0]!.start).toBe(shiftMonths(events[0]!.start, 2));
  });

  it('one kind, several kinds repeated or comma-separated, or none', async () => {
    const of = (...kinds: string[]) => ids(events.filter((e) => kinds.includes(e.extendedProps.calendar)));
    expect(ids((await list({ calendars: 'Family' })).body)).toEqual(of('Family'));
    expect(ids((await list({ calendars: 'business,Holiday' })).body)).toEqual(of('Business', 'Holiday'));
    const repeated = await get<CalendarEvent[]>('/apps/calendar/events?calendars=ETC&calendars=Personal');
    expect(ids(repeated.body)).toEqual(of('ETC', 'Personal'));
    expect((await list({ calendars: calendarKinds.join(',') })).body).toHaveLength(events.length);
    expect((await list({ calendars: '' })).body).toEqual([]);
  });

  it('rejects an unknown kind with a 400 naming it', async () => {
    const { status, body } = await get<{ error: string }>('/apps/calendar/events', { calendars: 'Work' });
    expect(status).toBe(400);
    expect(body.error).toContain("'Work'");
  });
});

describe('shiftMonths', () => {
  it('keeps the time and clamps the day to the month', () => {
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2026-01-15T09:30:00', 13)).toBe('2027-02-15T09:30:00');
    expect(shiftMonths('2026-01-05', -2)).toBe('2025-11-05');
  });
});

describe('add, update and remove', () => {
  const event = {
    title: 'Launch party',
    start: '2026-03-20T18:00',
    end: '2026-03-20T22:00',
    extendedProps: { calendar: 'Business' },
  };

  it('adds with 201 and id last + 1', async () => {
    const { status, body } = await post<{ event: CalendarEvent }>('/apps/calendar/add-event', { event });
    expect(status).toBe(201);
    expect(body.event).toEqual({
      ...event,
      id: events.at(-1)!.id + 1,
      url: '',
      allDay: false,
      extendedProps: { calendar: 'Business', description: '', location: '', guests: [] },
    });
    expect(ids((await list({ calendars: 'Business' })).body)).toContain(body.event.id);
  });

  it('refuses an event that ends before it starts, or has no title or kind, naming the field', async () => {
    const refused = async (change: Record<string, unknown>) => {
      const { status, body } = await post<Refusal>('/apps/calendar/add-event', { event: { ...event, ...change } });
      expect(status).toBe(400);
      return body.issues.map((issue) => issue.path);
    };
    expect(await refused({ end: '2026-03-20T17:59' })).toEqual(['event.end']);
    expect(await refused({ title: '  ' })).toEqual(['event.title']);
    expect(await refused({ extendedProps: { calendar: 'Work' } })).toEqual(['event.extendedProps.calendar']);
    expect((await list()).body).toHaveLength(events.length);
  });

  it('beyond the brief: all-day times are days, timed ones have a time, a url is a web address', async () => {
    const refused = async (change: Record<string, unknown>) =>
      (await post<Refusal>('/apps/calendar/add-event', { event: { ...event, ...change } })).body.issues;
    expect(await refused({ allDay: true })).toEqual([
      { path: 'event.start', message: 'must be a day (YYYY-MM-DD) for an all-day event' },
      { path: 'event.end', message: 'must be a day (YYYY-MM-DD) for an all-day event' },
    ]);
    expect(await refused({ end: '2026-03-21' })).toEqual([
      { path: 'event.end', message: 'must have a time unless all day' },
    ]);
    expect((await refused({ url: 'javascript:alert(1)' }))[0]!.path).toBe('event.url');
    const allDay = await post<{ event: CalendarEvent }>('/apps/calendar/add-event', {
      event: { ...event, allDay: true, start: '2026-03-20', end: '2026-03-21', url: 'https://example.com/party' },
    });
    expect(allDay.status).toBe(201);
    // The same minute written with and without seconds is no end before the start.
    const instant = { start: '2026-03-20T18:00:00', end: '2026-03-20T18:00' };
    expect((await post('/apps/calendar/add-event', { event: { ...event, ...instant } })).status).toBe(201);
  });

  it('updates with 200 and merges extendedProps', async () => {
    const { status, body } = await post<{ event: CalendarEvent }>('/apps/calendar/update-event', {
      event: { id: 1, title: 'Moved', extendedProps: { location: 'Room 1' } },
    });
    expect(status).toBe(200);
    expect(body.event.title).toBe('Moved');
    expect(body.event.extendedProps).toEqual({ ...events[0]!.extendedProps, location: 'Room 1' });
    expect((await post('/apps/calendar/update-event', { event: { id: 999, title: 'X' } })).status).toBe(404);
    const first = (await list()).body[0]!;
    const backwards = await post<Refusal>('/apps/calendar/update-event', {
      event: { id: 1, end: '2000-01-01T09:00:00' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues).toEqual([{ path: 'event.end', message: 'must not be before the start' }]);
    // Made all day with its times left as they were: the merged event is checked, and refused as a whole.
    const halfway = await post<Refusal>('/apps/calendar/update-event', { event: { id: 1, allDay: true } });
    expect(halfway.body.issues.map((issue) => issue.path)).toEqual(['event.start', 'event.end']);
    expect((await list()).body[0]).toEqual(first);
  });

  it('moves an event, as a drag does: new times, and all day with days', async () => {
    const moved = { id: 1, start: '2026-03-03', end: '2026-03-04', allDay: true };
    const { status, body } = await post<{ event: CalendarEvent }>('/apps/calendar/update-event', { event: moved });
    expect(status).toBe(200);
    expect(body.event).toMatchObject(moved);
  });

  it('removes with 200; again is 404', async () => {
    expect((await del('/apps/calendar/remove-event', { id: 2 })).status).toBe(200);
    expect(ids((await list()).body)).not.toContain(2);
    expect((await del('/apps/calendar/remove-event', { id: 2 })).status).toBe(404);
  });
});

describe('who may call', () => {
  const routes = [
    ['GET', '/apps/calendar/events', undefined],
    ['POST', '/apps/calendar/add-event', { event: { title: 'X', start: '2026-03-01', end: '2026-03-02' } }],
    ['POST', '/apps/calendar/update-event', { event: { id: 1, title: 'X' } }],
    ['DELETE', '/apps/calendar/remove-event', undefined],
  ] as const;

  it.each(routes)('%s %s: 401 without a token, 403 for the client', async (method, path, body) => {
    const query = method === 'DELETE' ? { id: 1 } : undefined;
    expect((await call(method, path, { as: null, body, query })).status).toBe(401);
    expect((await call(method, path, { as: 'client', body, query })).status).toBe(403);
    expect((await list()).body).toHaveLength(events.length);
  });
});
