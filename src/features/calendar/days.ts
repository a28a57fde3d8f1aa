import { toDay } from '@/ui/date-field/days';

/** Days as `YYYY-MM-DD` and times as `YYYY-MM-DDTHH:mm:ss`, in local time, as the calendar's events carry them. */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a date, local. */
export const dayOf = toDay;

/** `HH:mm` of a date, local. */
export const timeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** `YYYY-MM-DDTHH:mm:ss` of a date, local: the shape of a timed event's start and end. */
export const dateTimeOf = (date: Date) => `${dayOf(date)}T${timeOf(date)}:${pad(date.getSeconds())}`;

/** Whether the text is a real day written `YYYY-MM-DD` (not `2026-02-30`). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayOf(date) === text;
}

/** The day `count` days after (or before) a `YYYY-MM-DD` day. */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayOf(new Date(y!, m! - 1, d! + count));
}
