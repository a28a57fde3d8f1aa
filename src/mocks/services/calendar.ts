import type * as z from '@/lib/api/zod';
import {
  timeProblems,
  type addEventBody,
  type CalendarEvent,
  type CalendarKind,
  type updateEventBody,
} from '@/lib/api/schemas/calendar';
import { defineTable } from '../db';
import { monthsSinceSeed, shiftMonths } from './seedMonths';

/** The seed's events are all in this month; they are moved to the current month when loaded. */
const SEED_YEAR = 2026;
const SEED_MONTH = 0;

export const events = defineTable<CalendarEvent>(async () => {
  const seed = (await import('../data/seed/events.json')).default as CalendarEvent[];
  const months = monthsSinceSeed(SEED_YEAR, SEED_MONTH);
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

type Issue = { path: string; message: string };
type Updated = { ok: true; event: CalendarEvent } | { ok: false; status: 400 | 404; error: string; issues?: Issue[] };

/**
 * Merges the change into the event, extendedProps field by field. The result must still have times
 * of the right shape, the end not before the start (`timeProblems`); else nothing changes and the
 * answer names the field, as a refused body's does.
 */
export async function updateEvent({
  id,
  extendedProps,
  ...patch
}: z.output<typeof updateEventBody>['event']): Promise<Updated> {
  const event = await events.find(id);
  if (!event) return { ok: false, status: 404, error: `Event ${id} not found` };
  const merged: CalendarEvent = { ...event, ...patch, extendedProps: { ...event.extendedProps, ...extendedProps } };
  const issues = timeProblems(merged).map(({ path, message }) => ({ path: `event.${path}`, message }));
  if (issues.length > 0)
    return {
      ok: false,
      status: 400,
      error: `Invalid request. ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      issues,
    };
  return { ok: true, event: (await events.update(id, merged))! };
}
