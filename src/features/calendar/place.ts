import { isDay } from './days';

/** The calendar's views, as the address names them (`?view=week`). */
export const calendarViews = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** FullCalendar's name of each view; the list covers a month, as the month view does. */
export const fullCalendarViews: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
};

/** Where the calendar stands: its view and a day inside what it shows. */
export type CalendarPlace = { view: CalendarView; date: string };

/** What the place is when the address leaves it out: a phone starts on the list, a wider screen on the month. */
export type PlaceDefaults = { narrow: boolean; today: string };

/**
 * The place an address names (`?view=week&date=2026-01-22`), so a link opens the same place. A view
 * or a day it names wrongly, or not at all, is the default.
 */
export function placeOf(search: URLSearchParams, { narrow, today }: PlaceDefaults): CalendarPlace {
  const view = search.get('view');
  const date = search.get('date') ?? '';
  return {
    view: calendarViews.find((name) => name === view) ?? (narrow ? 'list' : 'month'),
    date: isDay(date) ? date : today,
  };
}

/** The address's search with the place written in, other parameters kept. */
export function withPlace(search: URLSearchParams, place: CalendarPlace): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('view', place.view);
  next.set('date', place.date);
  return next;
}

/** The view a FullCalendar view name stands for (undefined for one the app does not offer). */
export const viewOf = (fullCalendarView: string): CalendarView | undefined =>
  calendarViews.find((view) => fullCalendarViews[view] === fullCalendarView);
