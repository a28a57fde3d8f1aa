import { DayPicker } from 'react-day-picker';
import styled from 'styled-components';

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

const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const toDate = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00`) : undefined);

/** `onPick` gets the day picked, or undefined when the chosen day is pressed again. */
type Props = { value: string; onPick: (day: string | undefined) => void };

/** The calendar of a DateField's popover: its own chunk, fetched when the popover is first wanted. */
export function DayCalendar({ value, onPick }: Props) {
  const selected = toDate(value);
  return (
    <Calendar>
      <DayPicker
        mode="single"
        selected={selected}
        defaultMonth={selected}
        onSelect={(date) => onPick(date && toDay(date))}
      />
    </Calendar>
  );
}
