import FullCalendar, { type CalendarController, type EventApi, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@/lib/api/schemas/calendar';
import type { EventMove } from '../api/updateEvent';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { now } from '@/lib/today';
import { useTheme } from '@/ui/theme/ThemeProvider';
import { dayOf } from '../days';
import { movedTimes, newEventOn, newEventValues, type EventValues } from '../eventValues';
import { kindTones } from '../kinds';
import { fullCalendarViews, viewOf, type CalendarPlace } from '../place';
import { CalendarSkin } from './calendarSkin';
import { useCalendarLocale } from './useCalendarLocale';

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

/**
 * A week is titled by its days and a day by its date (FullCalendar 7 names both by their month
 * alone). Their column heads are no links: FullCalendar names such a link by its date alone ("January
 * 18, 2026" over "Sun 18"), which would add an event without saying so; Add event does it there.
 */
const views = {
  timeGrid: { navLinks: false },
  timeGridWeek: { titleFormat: { year: 'numeric', month: 'short', day: 'numeric' } },
  timeGridDay: { titleFormat: { year: 'numeric', month: 'long', day: 'numeric' } },
} as const;

export type EventCalendarProps = {
  events: CalendarEvent[];
  place: CalendarPlace;
  /** The calendar moved (its own buttons, or the place changed elsewhere): the address follows. */
  onPlace: (place: CalendarPlace) => void;
  /** Drives the calendar from the page's own toolbar. */
  controller: CalendarController;
  /** A day or a span picked to add an event over. */
  onPick: (values: EventValues) => void;
  onOpen: (id: number) => void;
  /** An event dragged or resized: its new times; `revert` puts it back if the server refuses. */
  onMove: (move: EventMove, revert: () => void) => void;
};

/** An event as FullCalendar takes it: its calendar's colours, and no `url` (FullCalendar would make it a link away). */
const toInput = ({ id, title, start, end, allDay, extendedProps }: CalendarEvent): EventInput => {
  const tone = kindTones[extendedProps.calendar];
  return {
    id: String(id),
    title,
    start,
    end,
    allDay,
    // Read where the event is drawn: its calendar's class sets them, and the list view its own (calendarSkin).
    color: 'var(--event-fill)',
    contrastColor: 'var(--event-ink)',
    className: `calendar-${tone}`,
  };
};

/** A dragged or resized event's change: its id and new times. */
const moveOf = ({ id, start, end, allDay }: EventApi) => ({
  id: Number(id),
  ...movedTimes({ start: start!, end, allDay }),
});

/**
 * FullCalendar 7 in the app's theme (the classic theme's variables set to the skin's), language and
 * direction. A click on a day or a drag across days picks them for a new event; a keyboard reader
 * presses a day's number. An event opens with a click or Enter, and moves by dragging.
 */
export function EventCalendar({ events, place, onPlace, controller, onPick, onOpen, onMove }: EventCalendarProps) {
  const { t } = useTranslation('calendar');
  const language = useLanguage();
  const { direction } = useTheme();
  const { locale, ready } = useCalendarLocale(language);
  const inputs = useMemo(() => events.map(toInput), [events]);

  // The address moved the calendar (a view chosen, a day picked in the sidebar): FullCalendar follows.
  useEffect(() => {
    const view = controller.view;
    if (!view) return;
    if (view.type !== fullCalendarViews[place.view]) controller.changeView(fullCalendarViews[place.view]);
    const current = controller.getDate();
    if (current && dayOf(current) !== place.date) controller.gotoDate(place.date);
  }, [controller, place.view, place.date]);

  if (!ready) return <CalendarSkin />;
  return (
    <CalendarSkin>
      <FullCalendar
        plugins={plugins}
        controller={controller}
        headerToolbar={false}
        views={views}
        initialView={fullCalendarViews[place.view]}
        initialDate={place.date}
        // Today as the app has it (the device's clock, or the day a story fixes).
        now={() => new Date(now())}
        height="100%"
        locale={locale}
        direction={direction}
        events={inputs}
        editable
        selectable
        dayMaxEvents
        eventDisplay="block"
        viewClass={({ view }) => `calendar-view-${viewOf(view.type) ?? 'other'}`}
        datesSet={({ view }) => {
          const name = viewOf(view.type);
          if (name) onPlace({ view: name, date: dayOf(view.calendar.getDate()) });
        }}
        select={({ start, end, allDay, view }) => {
          view.calendar.unselect();
          onPick(newEventValues({ start, end, allDay }));
        }}
        eventClick={({ event }) => onOpen(Number(event.id))}
        eventDrop={({ event, revert }) => onMove(moveOf(event), revert)}
        eventResize={({ event, revert }) => onMove(moveOf(event), revert)}
        navLinks
        navLinkDayClick={(date) => onPick(newEventOn(dayOf(date)))}
        navLinkHint={(dateText: string) => t('calendar.addOn', { date: dateText })}
      />
    </CalendarSkin>
  );
}
