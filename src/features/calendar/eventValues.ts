import type { AddEventBody, CalendarEvent, CalendarKind } from '@/lib/api/schemas/calendar';
import { addDays, dateTimeOf, dayOf, timeOf } from './days';

/** What the event panel's form holds: days and times apart, the end day the last day of the event. */
export type EventValues = {
  title: string;
  /** One of the calendars; empty until one is chosen. */
  calendar: string;
  allDay: boolean;
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  url: string;
  guests: string[];
  location: string;
  description: string;
};

/** The times a new timed event gets when none was chosen (a day picked in the month, all day turned off). */
const DEFAULT_START = '09:00';
const DEFAULT_END = '10:00';

const blank = (): Omit<EventValues, 'allDay' | 'startDay' | 'startTime' | 'endDay' | 'endTime'> => ({
  title: '',
  calendar: '',
  url: '',
  guests: [],
  location: '',
  description: '',
});

/**
 * A new event over what was picked: a day, or a span of days (its end the day after the last, as
 * FullCalendar gives it), or a span of time in the week or day view.
 */
export function newEventValues({ start, end, allDay }: { start: Date; end: Date; allDay: boolean }): EventValues {
  if (allDay)
    return {
      ...blank(),
      allDay,
      startDay: dayOf(start),
      endDay: addDays(dayOf(end), -1),
      startTime: DEFAULT_START,
      endTime: DEFAULT_END,
    };
  return {
    ...blank(),
    allDay,
    startDay: dayOf(start),
    startTime: timeOf(start),
    endDay: dayOf(end),
    endTime: timeOf(end),
  };
}

/** A new all-day event on one day (the day a keyboard reader chose in the month). */
export const newEventOn = (day: string): EventValues =>
  newEventValues({ start: new Date(`${day}T00:00:00`), end: new Date(`${addDays(day, 1)}T00:00:00`), allDay: true });

/** An event as the form shows it. */
export function eventValues(event: CalendarEvent): EventValues {
  const { title, url, allDay, start, end, extendedProps } = event;
  const common = { ...extendedProps, title, url, allDay };
  if (allDay)
    return {
      ...common,
      startDay: start.slice(0, 10),
      endDay: addDays(end.slice(0, 10), -1),
      startTime: DEFAULT_START,
      endTime: DEFAULT_END,
    };
  return {
    ...common,
    startDay: start.slice(0, 10),
    startTime: start.slice(11, 16),
    endDay: end.slice(0, 10),
    endTime: end.slice(11, 16),
  };
}

/** The form's values once its checks have passed: a calendar is chosen. */
export type CheckedValues = Omit<EventValues, 'calendar'> & { calendar: CalendarKind };

/** What the form sends: an all-day event ends the day after its last day; a timed one has seconds. */
export function eventFields(values: CheckedValues): AddEventBody['event'] {
  const { title, calendar, allDay, url, guests, location, description } = values;
  const times = allDay
    ? { start: values.startDay, end: addDays(values.endDay, 1) }
    : { start: `${values.startDay}T${values.startTime}:00`, end: `${values.endDay}T${values.endTime}:00` };
  return {
    title: title.trim(),
    url: url.trim(),
    allDay,
    ...times,
    extendedProps: { calendar, guests, location: location.trim(), description },
  };
}

/** Whether the end the form holds comes before its start (for an all-day event, days; else days and times). */
export function endsBeforeStart({ allDay, startDay, startTime, endDay, endTime }: EventValues): boolean {
  return allDay ? endDay < startDay : `${endDay}T${endTime}` < `${startDay}T${startTime}`;
}

/** A moved or resized event's new times, as FullCalendar gives them (an all-day end is the day after). */
export function movedTimes({ start, end, allDay }: { start: Date; end: Date | null; allDay: boolean }) {
  if (allDay) return { allDay, start: dayOf(start), end: end ? dayOf(end) : addDays(dayOf(start), 1) };
  return { allDay, start: dateTimeOf(start), end: dateTimeOf(end ?? new Date(start.getTime() + 60 * 60 * 1000)) };
}
