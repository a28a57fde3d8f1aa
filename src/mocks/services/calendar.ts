import type * as z from 'zod';
import type { addEventBody, CalendarEvent, CalendarKind, updateEventBody } from '@/lib/api/schemas/calendar';
import { demoNow } from '../clock';
import { defineTable } from '../db';

/** The seed's events are all in this month; they are moved to the current month when loaded. */
const SEED_YEAR = 2026;
const SEED_MONTH = 0;

/** `2026-01-31` or `2026-01-31T10:00:00` moved by whole months, the day clamped to the new month's length. */
export function shiftMonths(value: string, months: number): string {
  const [, y, m, d, rest = ''] = /^(\d{4})-(\d{2})-(\d{2})(.*)$/.exec(value) ?? [];
  if (!y) return value;
  const target = new Date(Date.UTC(Number(y), Number(m) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(Number(d), lastDay);
  return `${target.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}${rest}`;
}

export const events = defineTable<CalendarEvent>(async () => {
  const seed = (await import('../data/seed/events.json')).default as CalendarEvent[];
  const now = demoNow();
  const months = (now.getFullYear() - SEED_YEAR) * 12 + now.getMonth() - SEED_MONTH;
  return seed.map((event) => ({
    ...event,
    start: shiftMonths(event.start, months),
    end: shiftMonths(event.end, months),
  }));
});

export async function listEvents(kinds: CalendarKind[]): Promise<CalendarEvent[]> {
  return (await events.all()).filter((event) => kinds.includes(event.extendedProps.calendar));
}

/** A new event's id is the last id plus 1. */
export async function addEvent(fields: z.output<typeof addEventBody>['event']): Promise<CalendarEvent> {
  return events.insert({ id: await events.nextId('last'), ...fields });
}

type Updated = { ok: true; event: CalendarEvent } | { ok: false; status: 400 | 404; error: string };

/** Merges the change into the event, extendedProps field by field; the result must still end after it starts. */
export async function updateEvent({
  id,
  extendedProps,
  ...patch
}: z.output<typeof updateEventBody>['event']): Promise<Updated> {
  const event = await events.find(id);
  if (!event) return { ok: false, status: 404, error: `Event ${id} not found` };
  const merged: CalendarEvent = { ...event, ...patch, extendedProps: { ...event.extendedProps, ...extendedProps } };
  if (merged.end < merged.start)
    return { ok: false, status: 400, error: 'Invalid request. end: must not be before the start' };
  return { ok: true, event: (await events.update(id, merged))! };
}
