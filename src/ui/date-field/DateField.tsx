import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button/Button';
import { Input } from '../input/Input';
import { Popover } from '../popover/Popover';
import { Spinner } from '../spinner/Spinner';
import type { CalendarRules } from './DayCalendar';
import type { CalendarLanguage } from './dayLocale';

// react-day-picker loads with the first look at a calendar, not with the form.
export const loadDayCalendar = () => import('./DayCalendar');
const DayCalendar = lazy(() => loadDayCalendar().then((m) => ({ default: m.DayCalendar })));

const Row = styled.div`
  display: flex;
  gap: var(--space-2);
`;

export type DateFieldProps = {
  /** `YYYY-MM-DD`, or what the person is typing. */
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  /** The field's name: the popover's title. */
  label: string;
  /** The calendar button's name, e.g. "Pick the due date". */
  pickLabel: string;
  /** Month and day names, and the week's first day, in this language. */
  language?: CalendarLanguage;
  disabled?: boolean;
  /** Passed to the box, so a Field's label and messages describe it. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The calendar's rules: days that cannot be picked, min and max months, week numbers. */
  rules?: CalendarRules;
};

/**
 * A day, typed as YYYY-MM-DD or picked from a calendar (arrows move by day, Page Up/Down by month,
 * Enter picks). Inside a Field: the Field's label names the box.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  label,
  pickLabel,
  language,
  disabled,
  rules,
  ...box
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <Row>
      <Input
        {...box}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        placeholder="YYYY-MM-DD"
        autoComplete="off"
      />
      <Popover
        open={open}
        onOpenChange={setOpen}
        title={label}
        trigger={
          <Button
            variant="outline"
            tone="secondary"
            iconOnly
            disabled={disabled}
            aria-label={pickLabel}
            onPointerEnter={() => void loadDayCalendar()}
            onFocus={() => void loadDayCalendar()}
          >
            <CalendarDays aria-hidden />
          </Button>
        }
      >
        <Suspense fallback={<Spinner size="sm" />}>
          <DayCalendar
            value={value}
            language={language}
            {...rules}
            focusOnOpen
            onPick={(day) => {
              if (day) onChange(day);
              setOpen(false);
            }}
          />
        </Suspense>
      </Popover>
    </Row>
  );
}
