import type { CalendarKind } from '@/lib/api/schemas/calendar';
import type { Tone } from '@/ui/theme/tokens';

/**
 * The five calendars in the order the filters list them. The contract's list again (kinds.test.ts
 * holds the two equal), so drawing the calendar does not build the API's zod schemas.
 */
export const calendarKinds = [
  'Personal',
  'Business',
  'Family',
  'Holiday',
  'ETC',
] as const satisfies readonly CalendarKind[];

/** Each calendar's colour: its filter's box and its events. */
export const kindTones: Record<CalendarKind, Tone> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'danger',
  Family: 'warning',
  ETC: 'info',
};
