import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Input } from '@/ui/input/Input';
import { Popover } from '@/ui/popover/Popover';

const Row = styled.div`
  display: flex;
  gap: var(--space-2);
`;

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

const toDate = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00`) : undefined);
const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

type Props = { value: string; onChange: (day: string) => void; onBlur: () => void; label: string };

/**
 * A day, typed as YYYY-MM-DD or picked from a calendar (arrows move by day, Page Up/Down by month,
 * Enter picks). Inside a Field: the Field's label names the box.
 */
export function DateField({ value, onChange, onBlur, label }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selected = toDate(value);
  return (
    <Row>
      <Input value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder="YYYY-MM-DD" />
      <Popover
        open={open}
        onOpenChange={setOpen}
        title={label}
        trigger={
          <Button variant="outline" tone="secondary" iconOnly aria-label={t('invoices.pickDate', { field: label })}>
            <CalendarDays aria-hidden />
          </Button>
        }
      >
        <Calendar>
          <DayPicker
            mode="single"
            selected={selected}
            defaultMonth={selected}
            onSelect={(date) => {
              if (date) onChange(toDay(date));
              setOpen(false);
            }}
          />
        </Calendar>
      </Popover>
    </Row>
  );
}
