import { describe, expect, it } from 'vitest';
import { daysUntil, dueIn } from './due';

const noon = (day: string) => new Date(`${day}T12:00:00`).getTime();

describe('due dates', () => {
  it('counts whole days from today, whatever the hour', () => {
    expect(daysUntil('2026-01-15', noon('2026-01-15'))).toBe(0);
    expect(daysUntil('2026-01-16', new Date('2026-01-15T23:59:00').getTime())).toBe(1);
    expect(daysUntil('2026-01-14', new Date('2026-01-15T00:01:00').getTime())).toBe(-1);
    // Across a change of daylight saving time and a year.
    expect(daysUntil('2026-04-01', noon('2026-03-01'))).toBe(31);
    expect(daysUntil('2027-01-01', noon('2026-12-31'))).toBe(1);
  });

  it('says it in the largest unit that fits', () => {
    expect(dueIn(0, 'en')).toBe('today');
    expect(dueIn(1, 'en')).toBe('tomorrow');
    expect(dueIn(-3, 'en')).toBe('3 days ago');
    expect(dueIn(14, 'en')).toBe('in 2 weeks');
    expect(dueIn(-61, 'en')).toBe('2 months ago');
    expect(dueIn(400, 'en')).toBe('next year');
    expect(dueIn(1, 'fr')).toBe('demain');
  });
});
