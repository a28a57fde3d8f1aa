import * as z from '../zod';
import { idField, idParam } from './common';

/** Calendar (docs/demo-api.md). */
export const calendarKinds = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarKind = (typeof calendarKinds)[number];

export const calendarEvent = z.object({
  id: z.number().check(z.int()),
  url: z.string(),
  title: z.string(),
  /** `2026-01-22` for an all-day event, else a local date-time `2026-01-22T16:30:00`. */
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: z.object({
    calendar: z.enum(calendarKinds),
    description: z.string(),
    location: z.string(),
    guests: z.array(z.string()),
  }),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/**
 * `calendars`, repeated or comma-separated (`?calendars=Business,Family`). Absent: every kind. Present
 * but empty (`?calendars=`, every filter unticked): none.
 */
export const eventsQuery = z.object({
  calendars: z.pipe(
    z.transform((value) =>
      typeof value === 'string' || Array.isArray(value)
        ? [value]
            .flat()
            .flatMap((v) => String(v).split(','))
            .map((v) => v.trim())
            .filter(Boolean)
            .map((name) => calendarKinds.find((k) => k.toLowerCase() === name.toLowerCase()) ?? name)
        : value,
    ),
    z._default(
      z.array(
        z.enum(calendarKinds, {
          error: (issue) => `'${String(issue.input)}' is not one of ${calendarKinds.join(', ')}`,
        }),
      ),
      [...calendarKinds],
    ),
  ),
});
export type EventsQuery = z.input<typeof eventsQuery>;
export const eventsResponse = z.array(calendarEvent);

const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ local: true })], {
  error: 'must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)',
});

const eventFields = {
  // Beyond the original brief: a web address or nothing, so a link to it never runs script.
  url: z.union([
    z.literal(''),
    z
      .url({ protocol: /^https?$/, error: 'must be a web address (https://…)' })
      .check(z.maxLength(300, 'must be at most 300 characters')),
  ]),
  title: z.string({ error: 'is required' }).check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(120)),
  start: dateOrDateTime,
  end: dateOrDateTime,
  allDay: z.boolean(),
  extendedProps: z.object({
    calendar: z.enum(calendarKinds, { error: `must be one of ${calendarKinds.join(', ')}` }),
    description: z._default(z.string().check(z.maxLength(2000)), ''),
    location: z._default(z.string().check(z.maxLength(200)), ''),
    guests: z._default(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(50)), []),
  }),
};

/** `2026-01-22T16:30` and `2026-01-22T16:30:00` are the same time: compared with the seconds written out. */
const withSeconds = (value: string) => (/T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value);

export type EventTimes = { start: string; end: string; allDay: boolean };
export type TimeProblem = { path: 'start' | 'end'; message: string };

/**
 * What is wrong with an event's times, as FullCalendar reads them. Beyond the original brief: an
 * all-day event's start and end are days (its end the day after its last, as FullCalendar counts),
 * a timed event's are dates with a time; and the end is never before the start.
 */
export function timeProblems({ start, end, allDay }: EventTimes): TimeProblem[] {
  const shape = allDay ? /^\d{4}-\d{2}-\d{2}$/ : /T/;
  const message = allDay ? 'must be a day (YYYY-MM-DD) for an all-day event' : 'must have a time unless all day';
  const problems = (['start', 'end'] as const)
    .filter((path) => !shape.test(path === 'start' ? start : end))
    .map((path) => ({ path, message }));
  if (problems.length === 0 && withSeconds(end) < withSeconds(start))
    problems.push({ path: 'end', message: 'must not be before the start' });
  return problems;
}

const checkTimes = (event: EventTimes, context: z.core.$RefinementCtx) => {
  for (const { path, message } of timeProblems(event)) context.addIssue({ code: 'custom', message, path: [path] });
};

export const addEventBody = z.object({
  event: z
    .object({
      ...eventFields,
      url: z._default(eventFields.url, ''),
      allDay: z._default(eventFields.allDay, false),
    })
    .check(z.superRefine(checkTimes)),
});
export type AddEventBody = z.input<typeof addEventBody>;

/** The event's id and what changes; extendedProps fields merge one by one. */
export const updateEventBody = z.object({
  event: z.object({
    id: idField,
    url: z.optional(eventFields.url),
    title: z.optional(eventFields.title),
    start: z.optional(eventFields.start),
    end: z.optional(eventFields.end),
    allDay: z.optional(eventFields.allDay),
    extendedProps: z.optional(
      z.object({
        calendar: z.optional(eventFields.extendedProps.shape.calendar),
        description: z.optional(z.string().check(z.maxLength(2000))),
        location: z.optional(z.string().check(z.maxLength(200))),
        guests: z.optional(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(50))),
      }),
    ),
  }),
});
export type UpdateEventBody = z.input<typeof updateEventBody>;
export const eventResponse = z.object({ event: calendarEvent });

export const removeEventQuery = z.object({ id: idParam });
