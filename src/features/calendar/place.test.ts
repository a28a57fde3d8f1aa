import { describe, expect, it } from 'vitest';
import { addDays, isDay } from './days';
import { fullCalendarViews, placeOf, viewOf, withPlace } from './place';

const defaults = { narrow: false, today: '2026-01-15' };

describe('the calendar’s place in the address', () => {
  it('reads the view and the day', () => {
    expect(placeOf(new URLSearchParams('view=week&date=2026-01-22'), defaults)).toEqual({
      view: 'week',
      date: '2026-01-22',
    });
  });

  it('falls back to the month (the list on a phone) and today', () => {
    expect(placeOf(new URLSearchParams(''), defaults)).toEqual({ view: 'month', date: '2026-01-15' });
    expect(placeOf(new URLSearchParams('view=year&date=2026-02-30'), { ...defaults, narrow: true })).toEqual({
      view: 'list',
      date: '2026-01-15',
    });
  });

  it('writes the place and keeps the other parameters', () => {
    const next = withPlace(new URLSearchParams('q=lunch&view=month'), { view: 'day', date: '2026-01-09' });
    expect(next.toString()).toBe('q=lunch&view=day&date=2026-01-09');
  });

  it('names FullCalendar’s views both ways', () => {
    expect(viewOf(fullCalendarViews.list)).toBe('list');
    expect(viewOf('multiMonthYear')).toBeUndefined();
  });
});

describe('days', () => {
  it('checks and counts days across months and years', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-5')).toBe(false);
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
