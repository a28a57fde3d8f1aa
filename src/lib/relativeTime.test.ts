import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [30, '30 seconds ago'],
    [5 * 60, '5 minutes ago'],
    [60 * 60, '1 hour ago'],
    [12 * 3600, '12 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [14 * 86400, '2 weeks ago'],
    [400 * 86400, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), now, 'en')).toBe(text);
  });

  it('speaks the reader’s language', () => {
    expect(relativeTime(ago(3 * 86400), now, 'fr')).toBe('il y a 3 jours');
    expect(relativeTime(ago(3 * 86400), now, 'de')).toBe('vor 3 Tagen');
  });
});
