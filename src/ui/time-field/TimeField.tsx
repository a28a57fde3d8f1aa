import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  padding: 0.375rem 0.625rem;
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  background: var(--c-input-bg);
  color: var(--c-heading);
  font-size: var(--fs-md);
  font-variant-numeric: tabular-nums;
  /* Times read left to right in every language of the app. */
  direction: ltr;
  &:focus-within {
    border-color: var(--c-primary);
    box-shadow: var(--focus-ring);
  }
  &[aria-disabled='true'] {
    background: var(--c-hover);
    opacity: 0.8;
  }
`;

const Segment = styled.span`
  min-inline-size: 1.6em;
  padding: 0.125rem 0.25rem;
  border-radius: var(--radius-sm);
  text-align: center;
  cursor: default;
  &:focus-visible {
    outline: none;
    box-shadow: none;
    background: var(--c-primary);
    color: var(--c-primary-contrast);
  }
`;

export type TimeFieldLabels = { hours: string; minutes: string };

export type TimeFieldProps = {
  /** `HH:MM`, 24-hour. */
  value: string;
  onChange: (time: string) => void;
  /** Names the pair of spinbuttons ("Start time"). */
  label: string;
  /** The spinbuttons' own names. */
  labels?: TimeFieldLabels;
  /** Minutes move by this many (5, 15). */
  minuteStep?: number;
  disabled?: boolean;
  /** Ids of what describes it (a hint, an error). */
  'aria-describedby'?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const parse = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return { h: Number.isFinite(h) ? h : 0, m: Number.isFinite(m) ? m : 0 };
};

/**
 * A time as two WAI-ARIA spinbuttons, hours and minutes: Up and Down step (and wrap), Page Up and
 * Page Down jump (3 hours, or 15 minutes × step), Home and End go to the ends, digits type a
 * value (two digits move on to the minutes), Left and Right move between the two.
 */
export function TimeField({
  value,
  onChange,
  label,
  labels = { hours: 'Hours', minutes: 'Minutes' },
  minuteStep = 1,
  disabled,
  'aria-describedby': describedBy,
}: TimeFieldProps) {
  const labelId = useId();
  const { h, m } = parse(value);
  const minutesRef = useRef<HTMLSpanElement>(null);
  const hoursRef = useRef<HTMLSpanElement>(null);
  const typed = useRef('');

  const set = (hours: number, minutes: number) => onChange(`${pad(hours)}:${pad(minutes)}`);
  const wrap = (n: number, size: number) => ((n % size) + size) % size;

  const keys = (part: 'h' | 'm') => (e: KeyboardEvent) => {
    if (disabled) return;
    const size = part === 'h' ? 24 : 60;
    const step = part === 'h' ? 1 : minuteStep;
    const current = part === 'h' ? h : m;
    const move = (next: number) => (part === 'h' ? set(wrap(next, 24), m) : set(h, wrap(next, 60)));
    const jumps: Record<string, () => void> = {
      ArrowUp: () => move(current + step),
      ArrowDown: () => move(current - step),
      PageUp: () => move(current + (part === 'h' ? 3 : 15 * step)),
      PageDown: () => move(current - (part === 'h' ? 3 : 15 * step)),
      Home: () => move(0),
      End: () => move(size - step),
      ArrowRight: () => minutesRef.current?.focus(),
      ArrowLeft: () => hoursRef.current?.focus(),
    };
    const jump = jumps[e.key];
    if (jump) {
      e.preventDefault();
      typed.current = '';
      jump();
    } else if (/^\d$/.test(e.key)) {
      e.preventDefault();
      const digits = `${typed.current}${e.key}`.slice(-2);
      const number = Number(digits);
      move(number < size ? number : Number(e.key));
      typed.current = digits.length === 1 && number * 10 < size ? digits : '';
      if (part === 'h' && typed.current === '') minutesRef.current?.focus();
    }
  };

  const segment = (part: 'h' | 'm') => {
    const n = part === 'h' ? h : m;
    return (
      <Segment
        ref={part === 'h' ? hoursRef : minutesRef}
        role="spinbutton"
        tabIndex={disabled ? -1 : 0}
        aria-label={part === 'h' ? labels.hours : labels.minutes}
        aria-valuenow={n}
        aria-valuemin={0}
        aria-valuemax={part === 'h' ? 23 : 59}
        aria-valuetext={pad(n)}
        aria-disabled={disabled || undefined}
        onKeyDown={keys(part)}
        onBlur={() => {
          typed.current = '';
        }}
      >
        {pad(n)}
      </Segment>
    );
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={describedBy} aria-disabled={disabled || undefined}>
      <span id={labelId} hidden>
        {label}
      </span>
      {segment('h')}
      <span aria-hidden>:</span>
      {segment('m')}
    </Box>
  );
}
