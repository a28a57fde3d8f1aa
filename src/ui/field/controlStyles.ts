import { createContext } from 'react';
import { css } from 'styled-components';

export type ControlSize = 'sm' | 'md' | 'lg';

/** The size an InputGroup gives the inputs inside it (they still take a `size` of their own first). */
export const ControlSizeContext = createContext<ControlSize | undefined>(undefined);

const paddings: Record<ControlSize, string> = {
  sm: '0.3125rem 0.75rem',
  md: '0.5rem 0.875rem',
  lg: '0.6875rem 1rem',
};

/** The look shared by Input, Textarea and the Select trigger. */
export const controlCss = (size: ControlSize = 'md') => css`
  display: block;
  inline-size: 100%;
  padding: ${paddings[size]};
  font-size: ${size === 'sm' ? 'var(--fs-sm)' : size === 'lg' ? 'var(--fs-lg)' : 'var(--fs-md)'};
  line-height: 1.5;
  color: var(--c-heading);
  background: var(--c-input-bg);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  transition:
    border-color var(--transition),
    box-shadow var(--transition);

  &::placeholder {
    color: var(--c-muted);
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: var(--c-muted);
  }
  &:focus,
  &:focus-visible,
  &[data-state='open'] {
    outline: none;
    border-color: var(--c-primary);
    box-shadow: var(--focus-ring);
  }
  &[data-valid='true'] {
    border-color: var(--c-success-text);
  }
  &[data-valid='true']:focus {
    box-shadow: 0 0 0 3px var(--c-success-tint);
  }
  &[aria-invalid='true'] {
    border-color: var(--c-danger-text);
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px var(--c-danger-tint);
  }
  &:disabled,
  &[data-disabled] {
    background: var(--c-hover);
    cursor: not-allowed;
    opacity: 0.8;
  }
`;
