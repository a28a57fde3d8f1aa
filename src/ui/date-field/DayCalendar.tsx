import { useEffect, useState } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import styled from 'styled-components';
import { useTheme } from '../theme/ThemeProvider';
import { toDate, toDay } from './days';
import { loadDayLocale, readyLocale, type CalendarLanguage } from './dayLocale';

/** react-day-picker drawn with the theme's variables, so it follows every skin. */
const Calendar = styled.div`
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
};

/**
 * A day's name for screen readers, with the number shown as a word of it ("Sunday, November 1, 2026",
 * not "November 1st"), so the name contains the visible text.
 */
const dayName = (language: string | undefined) => {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  return (date: Date) => format.format(date);
};

/**
 * A month of days to pick one from, drawn with the theme's variables (every skin) and in the page's
 * direction. DateField shows it in a popover; a page can place it inline (a calendar's sidebar).
 */
export function DayCalendar({ value, onPick, language, month, onMonthChange, focusOnOpen, ...rest }: DayCalendarProps) {
  const selected = toDate(value);
  const locale = useDayLocale(language);
  const { direction } = useTheme();
  return (
    <Calendar>
      <DayPicker
        mode="single"
        selected={selected}
        defaultMonth={selected}
        month={month}
        onMonthChange={onMonthChange}
        locale={locale}
        labels={{ labelDayButton: dayName(language) }}
        dir={direction}
        // The WAI-ARIA date picker dialog: opening it puts the focus on the chosen day.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnOpen}
        onSelect={(date) => onPick(date && toDay(date))}
        {...rest}
      />
    </Calendar>
  );
}
