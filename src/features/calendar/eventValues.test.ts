import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/lib/api/schemas/calendar';
import { endsBeforeStart, eventFields, eventValues, movedTimes, newEventOn, newEventValues } from './eventValues';

const props = { calendar: 'Family' as const, description: 'Bring cake', location: 'Home', guests: ['ada@example.com'] };
const allDay: CalendarEvent = {
  id: 2,
  url: '',
  title: 'Team holiday',
  start: '2026-01-22',
  end: '2026-01-25',
  allDay: true,
  extendedProps: props,
};
const timed: CalendarEvent = {
  ...allDay,
  allDay: false,
  start: '2026-01-22T16:30:00',
  end: '2026-01-22T18:00:00',
};

describe('the event panel’s values', () => {
  it('show an all-day event’s last day, and send the day after it back', () => {
    const values = eventValues(allDay);
    expect(values).toMatchObject({ startDay: '2026-01-22', endDay: '2026-01-24', allDay: true });
    expect(eventFields({ ...values, calendar: 'Family' })).toEqual({
      title: 'Team holiday',
      url: '',
      allDay: true,
      start: '2026-01-22',
      end: '2026-01-25',
      extendedProps: props,
    });
  });

  it('split a timed event into days and times, and join them back', () => {
    const values = eventValues(timed);
    expect(values).toMatchObject({
      startDay: '2026-01-22',
      startTime: '16:30',
      endDay: '2026-01-22',
      endTime: '18:00',
    });
    expect(eventFields({ ...values, calendar: 'Family', title: '  Tea  ' })).toMatchObject({
      title: 'Tea',
      start: '2026-01-22T16:30:00',
      end: '2026-01-22T18:00:00',
    });
  });

  it('start a new event on a picked day, span of days or span of time', () => {
    expect(newEventOn('2026-01-31')).toMatchObject({ allDay: true, startDay: '2026-01-31', endDay: '2026-01-31' });
    const days = newEventValues({ start: new Date(2026, 0, 5), end: new Date(2026, 0, 8), allDay: true });
    expect(days).toMatchObject({ startDay: '2026-01-05', endDay: '2026-01-07', title: '', calendar: '' });
    const hours = newEventValues({ start: new Date(2026, 0, 5, 9, 30), end: new Date(2026, 0, 5, 11), allDay: false });
    expect(hours).toMatchObject({ startDay: '2026-01-05', startTime: '09:30', endDay: '2026-01-05', endTime: '11:00' });
  });

  it('tell an end before the start', () => {
    const values = eventValues(timed);
    expect(endsBeforeStart(values)).toBe(false);
    expect(endsBeforeStart({ ...values, endTime: '16:00' })).toBe(true);
    expect(endsBeforeStart({ ...values, allDay: true, endTime: '16:00' })).toBe(false);
    expect(endsBeforeStart({ ...values, allDay: true, endDay: '2026-01-21' })).toBe(true);
  });
});

describe('a moved event’s times', () => {
  it('are days for all day (the end the day after) and local times otherwise', () => {
    expect(movedTimes({ start: new Date(2026, 0, 9), end: null, allDay: true })).toEqual({
      allDay: true,
      start: '2026-01-09',
      end: '2026-01-10',
    });
    expect(movedTimes({ start: new Date(2026, 0, 9, 8), end: new Date(2026, 0, 9, 9, 45), allDay: false })).toEqual({
      allDay: false,
      start: '2026-01-09T08:00:00',
      end: '2026-01-09T09:45:00',
    });
  });
});
