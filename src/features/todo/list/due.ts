import { relativeTimeFormat } from '@/lib/format';

const DAY_MS = 86_400_000;

/** Whole days from today (local) to a `YYYY-MM-DD`: 0 today, 1 tomorrow, negative when past. */
export function daysUntil(day: string, now: number): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const today = new Date(now);
  return Math.round(
    (Date.UTC(y, m - 1, d) - Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) / DAY_MS,
  );
}

/** "today", "tomorrow", "in 3 days", "2 weeks ago", "in 3 months", in the reader's language. */
export function dueIn(days: number, language: string): string {
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  if (Math.abs(days) < 7) return format.format(days, 'day');
  if (Math.abs(days) < 30) return format.format(Math.round(days / 7), 'week');
  if (Math.abs(days) < 365) return format.format(Math.round(days / 30.44), 'month');
  return format.format(Math.round(days / 365.25), 'year');
}
