import { demoNow } from '../clock';

/**
 * Dated seed data is written for one month and moved to the demo clock's month when it loads, so the
 * calendar and the tasks always look current (docs/demo-api.md).
 */

/** `2026-01-31` or `2026-01-31T10:00:00` moved by whole months, the day clamped to the new month's length. */
export function shiftMonths(value: string, months: number): string {
  const [, y, m, d, rest = ''] = /^(\d{4})-(\d{2})-(\d{2})(.*)$/.exec(value) ?? [];
  if (!y) return value;
  const target = new Date(Date.UTC(Number(y), Number(m) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(Number(d), lastDay);
  return `${target.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}${rest}`;
}

/** Whole months from the seed's month (`month` counted from 0) to the demo clock's. */
export function monthsSinceSeed(year: number, month: number): number {
  const now = demoNow();
  return (now.getFullYear() - year) * 12 + now.getMonth() - month;
}
