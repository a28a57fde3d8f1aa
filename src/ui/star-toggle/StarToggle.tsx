import { Star } from 'lucide-react';
import styled from 'styled-components';

const Toggle = styled.button`
  display: inline-flex;
  flex: none;
  padding: var(--space-1);
  border: 0;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--c-muted);
  cursor: pointer;
  &[aria-pressed='true'] {
    color: var(--c-warning);
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &:focus-visible {
    outline: 2px solid var(--c-primary);
  }
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

export type StarToggleProps = {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  /** What the star marks, e.g. "Important: Renew the certificates" (the pressed state is announced). */
  label: string;
  disabled?: boolean;
  size?: number;
};

/** A star that marks something (a starred mail, an important task): a toggle button, filled when on. */
export function StarToggle({ pressed, onPressedChange, label, disabled, size = 18 }: StarToggleProps) {
  return (
    <Toggle
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      disabled={disabled}
      onClick={() => onPressedChange(!pressed)}
    >
      <Star aria-hidden size={size} />
    </Toggle>
  );
}
