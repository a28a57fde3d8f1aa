import { useEffect, useState } from 'react';
import { DayPicker, type DateRange, type DayPickerLocale, type Matcher } from 'react-day-picker';
import styled from 'styled-components';
import { useTheme } from '../theme/ThemeProvider';
import { toDate, toDay } from './days';
import { loadDayLocale, readyLocale, type CalendarLanguage } from './dayLocale';

/** react-day-picker drawn with the theme's variables, so it follows every skin. */
export const Calendar = styled.div`
  .rdp-month_caption {
    margin-block-end: var(--space-2);
    font-weight: var(--fw-semibold);
    color: var(--c-heading);
  }
  .rdp-nav {
    display: flex;
    justify-content: flex-end;
    gap: var(--space-1);
  }
  .rdp-button_previous,
  .rdp-button_next,
  .rdp-day_button {
    inline-size: 2.25rem;
    block-size: 2.25rem;
    border: 0;
    border-radius: var(--radius-md);
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .rdp-chevron {
    fill: currentColor;
  }
  .rdp-day_button:hover {
    background: var(--c-hover);
  }
  .rdp-day_button:focus-visible,
  .rdp-button_previous:focus-visible,
  .rdp-button_next:focus-visible {
    outline: 2px solid var(--c-primary);
  }
  .rdp-selected .rdp-day_button {
    background: var(--c-primary);
    color: var(--c-primary-contrast);
  }
  .rdp-today:not(.rdp-selected) .rdp-day_button {
    color: var(--c-primary-text);
    font-weight: var(--fw-semibold);
  }
  .rdp-outside {
    opacity: 0.5;
  }
  .rdp-disabled .rdp-day_button {
    color: var(--c-muted);
    text-decoration: line-through;
    cursor: not-allowed;
    opacity: 0.6;
  }
  .rdp-disabled .rdp-day_button:hover {
    background: none;
  }
  .rdp-range_middle .rdp-day_button {
    border-radius: 0;
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
  }
  .rdp-range_start:not(.rdp-range_end) .rdp-day_button {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
  .rdp-range_end:not(.rdp-range_start) .rdp-day_button {
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  .rdp-week_number,
  .rdp-week_number_header {
    padding-inline-end: var(--space-2);
    color: var(--c-muted);
    font-size: var(--fs-xs);
    text-align: center;
  }
  .rdp-weekday {
    color: var(--c-muted);
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
  }
  table {
    border-collapse: collapse;
  }
`;

/** The locale of a language, fetched the first time; undefined (English) meanwhile. */
export function useDayLocale(language: CalendarLanguage | undefined) {
  const [locale, setLocale] = useState<{ language?: CalendarLanguage; locale?: DayPickerLocale }>({});
  useEffect(() => {
    let live = true;
    void loadDayLocale(language).then((next) => live && setLocale({ language, locale: next }));
    return () => {
      live = false;
    };
  }, [language]);
  return locale.language === language ? locale.locale : readyLocale(language);
}

export type DayCalendarProps = {
  /** The chosen day, `YYYY-MM-DD`; the calendar opens on its month. */
  value: string;
  /** Gets the day picked, or undefined when the chosen day is pressed again. */
  onPick: (day: string | undefined) => void;
  /** Month and day names, and the week's first day, in this language. */
  language?: CalendarLanguage;
  /** The month shown, controlled (e.g. a sidebar's month that follows a big calendar). */
  month?: Date;
  onMonthChange?: (month: Date) => void;
  /** Names the grid of days when it stands on its own (not in a popover with a title). */
  'aria-label'?: string;
  /** Moves the focus to the chosen day (or today) when the calendar appears, as a date picker dialog does. */
  focusOnOpen?: boolean;
} & CalendarRules;

/** What every calendar here may be told: days that cannot be picked, the months it may show, week numbers. */
export type CalendarRules = {
  /** Days that cannot be picked (react-day-picker matchers: `{ dayOfWeek: [0, 6] }`, `{ before: today }`). */
  disabled?: Matcher | Matcher[];
  /** The first and last months one may move to (min and max). */
  startMonth?: Date;
  endMonth?: Date;
  /** Shows the week's number (ISO weeks when the week starts on Monday) before each row. */
  showWeekNumber?: boolean;
  /** The day marked as today (default: the device's); a page with a fixed clock passes its own. */
  today?: Date;
};

/**
 * A day's name for screen readers, with the number shown as a word of it ("Sunday, November 1, 2026",
 * not "November 1st"), so the name contains the visible text.
 */
const dayName = (language: string | undefined) => {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  return (date: Date) => format.format(date);
};

/** The locale, day names and direction every calendar here shares. */
function useCalendarShared(language: CalendarLanguage | undefined, name?: string) {
  const locale = useDayLocale(language);
  const { direction } = useTheme();
  // The month buttons' landmark is named after the calendar, so two calendars on a page stay apart.
  const labels = { labelDayButton: dayName(language), ...(name ? { labelNav: () => name } : {}) };
  return { locale, labels, dir: direction };
}

/**
 * A month of days to pick one from, drawn with the theme's variables (every skin) and in the page's
 * direction. DateField shows it in a popover; a page can place it inline (a calendar's sidebar).
 */
export function DayCalendar({ value, onPick, language, month, onMonthChange, focusOnOpen, ...rest }: DayCalendarProps) {
  const selected = toDate(value);
  const shared = useCalendarShared(language, rest['aria-label']);
  return (
    <Calendar>
      <DayPicker
        mode="single"
        selected={selected}
        defaultMonth={selected}
        month={month}
        onMonthChange={onMonthChange}
        {...shared}
        // The WAI-ARIA date picker dialog: opening it puts the focus on the chosen day.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnOpen}
        onSelect={(date) => onPick(date && toDay(date))}
        {...rest}
      />
    </Calendar>
  );
}

/** A span of days, `YYYY-MM-DD` at each end; `to` is unset while only the start is picked. */
export type DaySpan = { from?: string; to?: string };

export type DayRangeCalendarProps = {
  value: DaySpan;
  onPick: (span: DaySpan) => void;
  language?: CalendarLanguage;
  /** Names the grid (it stands on its own). */
  'aria-label'?: string;
  /** Months shown side by side (two on a wide screen). */
  numberOfMonths?: number;
  /** The month shown first (default: the start's, or today's). */
  defaultMonth?: Date;
} & CalendarRules;

/** react-day-picker's range as days; its first pick ends on its start, which here means "no end yet". */
const spanOf = (range: DateRange | undefined): DaySpan => {
  const from = range?.from && toDay(range.from);
  const to = range?.to && toDay(range.to);
  return { from, to: to === from ? undefined : to };
};

/**
 * A month (or two) to pick a span of days in: the first day picked starts it, the second ends it
 * (arrows move, Enter or Space picks, Page Up/Down change month). The days between are tinted.
 */
export function DayRangeCalendar({ value, onPick, language, defaultMonth, ...rest }: DayRangeCalendarProps) {
  const from = value.from ? toDate(value.from) : undefined;
  const shared = useCalendarShared(language, rest['aria-label']);
  return (
    <Calendar>
      <DayPicker
        mode="range"
        selected={from ? { from, to: value.to ? toDate(value.to) : undefined } : undefined}
        defaultMonth={defaultMonth ?? from}
        onSelect={(range) => onPick(spanOf(range))}
        {...shared}
        {...rest}
      />
    </Calendar>
  );
}

export type DaysCalendarProps = {
  /** The days picked, `YYYY-MM-DD`. */
  value: readonly string[];
  onPick: (days: string[]) => void;
  language?: CalendarLanguage;
  'aria-label'?: string;
  /** At most this many days. */
  max?: number;
  defaultMonth?: Date;
} & CalendarRules;

/** A month to pick several days in: Enter or Space on a day adds it, or takes it off again. */
export function DaysCalendar({ value, onPick, language, defaultMonth, ...rest }: DaysCalendarProps) {
  const selected = value.map(toDate).filter((date): date is Date => date !== undefined);
  const shared = useCalendarShared(language, rest['aria-label']);
  return (
    <Calendar>
      <DayPicker
        mode="multiple"
        selected={selected}
        defaultMonth={defaultMonth ?? selected[0]}
        onSelect={(dates) => onPick((dates ?? []).map(toDay).sort())}
        {...shared}
        {...rest}
      />
    </Calendar>
  );
}
