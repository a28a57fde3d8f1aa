import { Minus, Plus } from 'lucide-react';
import { useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { controlCss } from '../field/controlStyles';
import { useFieldControl } from '../field/Field';
import { parseNumber, roundToStep } from './numbers';

export type NumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'type' | 'size'
> & {
  /** The number, or null while empty (controlled). */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** What an arrow key or a button adds (1 unless given). */
  step?: number;
  /** What Page Up and Page Down add (ten steps unless given). */
  largeStep?: number;
  /** How the number is written: `Intl.NumberFormat`'s options (currency, percent, decimals). */
  format?: Intl.NumberFormatOptions;
  /** The language it is written in (`i18n.language`); the browser's unless given. */
  locale?: string;
  ref?: Ref<HTMLInputElement>;
};

const Root = styled.div`
  display: flex;
  align-items: stretch;
  inline-size: 100%;
  > input {
    ${controlCss('md')}
    flex: 1 1 auto;
    inline-size: 1%;
    min-inline-size: 0;
    margin-inline: -1px;
    border-radius: 0;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  > input:focus {
    position: relative;
    z-index: 1;
  }
`;

const Step = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  padding: 0;
  color: var(--c-heading);
  background: var(--c-body);
  border: 1px solid var(--c-border);
  cursor: pointer;
  &:first-child {
    border-start-start-radius: var(--radius-md);
    border-end-start-radius: var(--radius-md);
  }
  &:last-child {
    border-start-end-radius: var(--radius-md);
    border-end-end-radius: var(--radius-md);
  }
  &:hover:not(:disabled) {
    background: var(--c-hover);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

/**
 * A number with − and + beside it: the WAI-ARIA spinbutton. Arrow Up and Down add or take a step, Page Up
 * and Page Down ten, Home and End go to the minimum and the maximum; typed text is read in the locale's
 * way when the field is left or Enter is pressed (which still submits its form), then kept within bounds
 * and written in `format`.
 * The buttons are for the pointer (the keyboard has the keys), so they are out of the tab order.
 */
export function NumberInput({
  value: controlled,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  largeStep = step * 10,
  format,
  locale,
  disabled,
  readOnly,
  onBlur,
  onKeyDown,
  ...rest
}: NumberInputProps) {
  const [own, setOwn] = useState<number | null>(defaultValue);
  const value = controlled === undefined ? own : controlled;
  const formatter = new Intl.NumberFormat(locale, format);
  const written = value === null ? '' : formatter.format(value);
  const [draft, setDraft] = useState<string | null>(null);

  const clamp = (n: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));
  const commit = (next: number | null) => {
    const kept = next === null ? null : roundToStep(clamp(next), step);
    setDraft(null);
    if (kept === value) return;
    setOwn(kept);
    onValueChange?.(kept);
  };
  const readDraft = () => (draft === null ? value : parseNumber(draft, locale, format));
  const add = (delta: number) => {
    const current = readDraft();
    commit(current === null ? (delta > 0 ? (min ?? 0) : (max ?? 0)) : current + delta);
  };
  const locked = disabled || readOnly;

  const keys: Record<string, () => void> = {
    ArrowUp: () => add(step),
    ArrowDown: () => add(-step),
    PageUp: () => add(largeStep),
    PageDown: () => add(-largeStep),
    Home: () => min !== undefined && commit(min),
    End: () => max !== undefined && commit(max),
  };

  return (
    <Root>
      <Step
        type="button"
        tabIndex={-1}
        aria-hidden
        disabled={locked || (value !== null && min !== undefined && value <= min)}
        onClick={() => add(-step)}
      >
        <Minus />
      </Step>
      <input
        type="text"
        inputMode={format?.maximumFractionDigits === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        role="spinbutton"
        aria-valuenow={value ?? undefined}
        aria-valuetext={written || undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        readOnly={readOnly}
        {...useFieldControl(rest)}
        value={draft ?? written}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          onKeyDown?.(event);
          // Enter reads what was typed, and goes on to submit the form the field is in.
          if (event.key === 'Enter' && draft !== null) commit(readDraft());
          const action = keys[event.key];
          if (event.defaultPrevented || locked || !action) return;
          // Home and End keep their caret moves when there is no bound to go to.
          if ((event.key === 'Home' && min === undefined) || (event.key === 'End' && max === undefined)) return;
          event.preventDefault();
          action();
        }}
        onBlur={(event) => {
          if (draft !== null) commit(readDraft());
          onBlur?.(event);
        }}
      />
      <Step
        type="button"
        tabIndex={-1}
        aria-hidden
        disabled={locked || (value !== null && max !== undefined && value >= max)}
        onClick={() => add(step)}
      >
        <Plus />
      </Step>
    </Root>
  );
}
