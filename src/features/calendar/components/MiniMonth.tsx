import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Language } from '@/lib/i18n';
import { now } from '@/lib/today';
import { Button } from '@/ui/button/Button';
import { useTheme } from '@/ui/theme/ThemeProvider';
import { addDays, dayOf } from '../days';

/** The week's first day in each of the app's languages (0 Sunday), as FullCalendar's locales have it. */
const firstDay: Record<Language, number> = { en: 0, fr: 1, de: 1, pt: 1 };

const Root = styled.div`
  display: grid;
  gap: var(--space-2);
  inline-size: max-content;
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  p {
    margin: 0;
    font-size: var(--fs-md);
    font-weight: var(--fw-semibold);
    color: var(--c-heading);
    text-transform: capitalize;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;
const Grid = styled.table`
  border-collapse: collapse;
  th {
    padding-block-end: var(--space-1);
    color: var(--c-muted);
    font-size: var(--fs-xs);
    font-weight: var(--fw-medium);
  }
  td {
    padding: 1px;
  }
  button {
    inline-size: 2.125rem;
    block-size: 2.125rem;
    border: 0;
    border-radius: var(--radius-md);
    background: none;
    color: var(--c-text);
    font: inherit;
    font-size: var(--fs-sm);
    cursor: pointer;
  }
  button:hover {
    background: var(--c-hover);
  }
  button:focus-visible {
    outline: 2px solid var(--c-primary);
  }
  [data-outside] button {
    color: var(--c-muted);
  }
  [aria-current='date'] {
    color: var(--c-primary-text);
    font-weight: var(--fw-semibold);
  }
  [aria-selected='true'] button {
    background: var(--c-primary);
    color: var(--c-primary-contrast);
  }
`;

type Props = {
  /** The day the calendar stands on, `YYYY-MM-DD`: its month is shown, the day marked. */
  date: string;
  /** A day picked: the calendar goes there. */
  onDate: (day: string) => void;
  language: Language;
  /** The grid's purpose, "Go to a day"; the month shown is its caption. */
  label: string;
  previousLabel: string;
  nextLabel: string;
};

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const shiftMonth = (day: string, months: number) => {
  const [y, m] = day.split('-').map(Number);
  return dayOf(new Date(y!, m! - 1 + months, 1));
};

/** The weeks shown for a month: from the week's first day on or before the 1st, six of them. */
function weeksOf(month: string, weekStart: number): string[][] {
  const first = new Date(`${month}T12:00:00`);
  const start = addDays(month, -((first.getDay() - weekStart + 7) % 7));
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)));
}

/**
 * A small month to go to a day (the calendar's sidebar): a grid of days with one tab stop; the arrows
 * move by day and week (mirrored right to left), Page Up and Page Down by month, Home and End to the
 * week's ends, Enter or Space goes to the day. Names come from the browser's Intl, in the reader's
 * language; it needs no date library.
 */
export function MiniMonth({ date, onDate, language, label, previousLabel, nextLabel }: Props) {
  const { direction } = useTheme();
  const [focus, setFocus] = useState(date);
  const [seen, setSeen] = useState(date);
  // The calendar moved elsewhere (its own buttons, the address): the small month follows.
  if (seen !== date) {
    setSeen(date);
    setFocus(date);
  }
  const month = monthStart(focus);
  const weekStart = firstDay[language];
  const weeks = weeksOf(month, weekStart);
  const today = dayOf(new Date(now()));
  const caption = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
    new Date(`${month}T12:00:00`),
  );
  const dayName = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  const weekday = (day: string, style: 'narrow' | 'long') =>
    new Intl.DateTimeFormat(language, { weekday: style }).format(new Date(`${day}T12:00:00`));

  const move = (to: string, grid: HTMLElement | null) => {
    setFocus(to);
    // The day's button is drawn on the next render; focus it then.
    requestAnimationFrame(() => grid?.querySelector<HTMLButtonElement>(`[data-day="${to}"] button`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const back = direction === 'rtl' ? 1 : -1;
    const weekDay = (new Date(`${focus}T12:00:00`).getDay() - weekStart + 7) % 7;
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focus, back),
      ArrowRight: () => addDays(focus, -back),
      ArrowUp: () => addDays(focus, -7),
      ArrowDown: () => addDays(focus, 7),
      PageUp: () => shiftMonth(focus, -1),
      PageDown: () => shiftMonth(focus, 1),
      Home: () => addDays(focus, -weekDay),
      End: () => addDays(focus, 6 - weekDay),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step(), event.currentTarget);
  };

  return (
    <Root>
      <Head>
        <p aria-live="polite">{caption}</p>
        <span>
          <Button
            variant="text"
            tone="secondary"
            size="sm"
            iconOnly
            aria-label={previousLabel}
            onClick={() => onDate(shiftMonth(focus, -1))}
          >
            <ChevronLeft aria-hidden size={18} />
          </Button>
          <Button
            variant="text"
            tone="secondary"
            size="sm"
            iconOnly
            aria-label={nextLabel}
            onClick={() => onDate(shiftMonth(focus, 1))}
          >
            <ChevronRight aria-hidden size={18} />
          </Button>
        </span>
      </Head>
      <Grid role="grid" aria-label={`${label}, ${caption}`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day} scope="col" abbr={weekday(day, 'long')}>
                {weekday(day, 'narrow')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td
                  key={day}
                  data-day={day}
                  data-outside={day.slice(0, 7) !== month.slice(0, 7) || undefined}
                  aria-selected={day === date}
                >
                  <button
                    type="button"
                    tabIndex={day === focus ? 0 : -1}
                    aria-label={dayName.format(new Date(`${day}T12:00:00`))}
                    aria-current={day === today ? 'date' : undefined}
                    onClick={() => onDate(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Root>
  );
}
