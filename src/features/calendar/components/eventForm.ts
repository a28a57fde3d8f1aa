import * as z from '@/lib/api/zod';
import { ApiError } from '@/lib/api/client';
import { calendarKinds } from '../kinds';
import { isDay } from '../days';
import { endsBeforeStart, type EventValues } from '../eventValues';

const day = z.string().check(z.refine(isDay, 'calendar.errors.day'));
const time = z.string().check(z.regex(/^\d{2}:\d{2}$/, 'calendar.errors.time'));

/**
 * The demo server's rules (docs/demo-api.md, Calendar) checked before sending, with messages the form
 * translates: a title, a calendar, real days, times unless all day, an end not before the start, a
 * web address or none.
 */
export const eventForm = z
  .object({
    title: z
      .string()
      .check(z.trim(), z.minLength(1, 'calendar.errors.title'), z.maxLength(120, 'calendar.errors.tooLong')),
    // Typed as text (the form starts with none chosen), checked as one of the calendars.
    calendar: z.pipe(z.string(), z.enum(calendarKinds, 'calendar.errors.calendar')),
    allDay: z.boolean(),
    startDay: day,
    endDay: day,
    startTime: z.string(),
    endTime: z.string(),
    url: z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'calendar.errors.url' }).check(z.maxLength(300)),
    ]),
    guests: z.array(z.string()).check(z.maxLength(50, 'calendar.errors.tooMany')),
    location: z.string().check(z.maxLength(200, 'calendar.errors.tooLong')),
    description: z.string().check(z.maxLength(2000, 'calendar.errors.tooLong')),
  })
  .check(
    z.superRefine(
      (values, context) => {
        for (const field of ['startTime', 'endTime'] as const)
          if (!values.allDay && !time.safeParse(values[field]).success)
            context.addIssue({ code: 'custom', path: [field], message: 'calendar.errors.time' });
        if (isDay(values.startDay) && isDay(values.endDay) && endsBeforeStart(values)) {
          const sameDay = values.startDay === values.endDay && !values.allDay;
          context.addIssue({
            code: 'custom',
            path: [sameDay ? 'endTime' : 'endDay'],
            message: 'calendar.errors.endBeforeStart',
          });
        }
      },
      { when: () => true },
    ),
  );

/** The fields the server may name in a refusal, by the form's names (a drag's refusal names them too). */
const formFields: Record<string, keyof EventValues> = {
  'event.title': 'title',
  'event.start': 'startDay',
  'event.end': 'endDay',
  'event.allDay': 'allDay',
  'event.url': 'url',
  'event.extendedProps.calendar': 'calendar',
  'event.extendedProps.guests': 'guests',
  'event.extendedProps.location': 'location',
  'event.extendedProps.description': 'description',
};
export const serverFields = Object.values(formFields);

/** A refusal with its issues named as the form names its fields (`event.end` is the end day), so each shows at its field. */
export function asFormError(error: Error | null): Error | null {
  if (!(error instanceof ApiError) || !error.body?.issues) return error;
  const issues = error.body.issues.map((issue) => ({ ...issue, path: formFields[issue.path] ?? issue.path }));
  return new ApiError(error.status, { ...error.body, issues }, error.message);
}
