import styled from 'styled-components';

/** The parts of MultiCombobox: its frame, chips, their remove buttons and the box one types in. */
export const Root = styled.div`
  position: relative;
`;

/** Looks like a text box; holds the chips and the box where one types. */
export const Control = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1);
  min-block-size: 2.4375rem;
  padding: 0.3125rem 0.5rem;
  background: var(--c-input-bg);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  cursor: text;
  transition:
    border-color var(--transition),
    box-shadow var(--transition);
  &:focus-within {
    border-color: var(--c-primary);
    box-shadow: var(--focus-ring);
  }
  &:has(input[aria-invalid='true']) {
    border-color: var(--c-danger-text);
  }
  &:has(input:disabled) {
    background: var(--c-hover);
    cursor: not-allowed;
  }
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  max-inline-size: 100%;
  padding-block: 0.125rem;
  padding-inline: 0.5rem 0.125rem;
  border-radius: var(--radius-sm);
  background: var(--c-primary-tint);
  color: var(--c-primary-text);
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
`;

export const Remove = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: var(--c-hover);
  }
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 1px;
  }
  svg {
    inline-size: 0.875rem;
    block-size: 0.875rem;
  }
`;

export const Box = styled.input`
  flex: 1 1 6rem;
  min-inline-size: 6rem;
  padding: 0.1875rem 0.375rem;
  border: 0;
  background: none;
  color: var(--c-heading);
  font: inherit;
  font-size: var(--fs-md);
  line-height: 1.5;
  /* The frame around it shows the focus. */
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
  &::placeholder {
    color: var(--c-muted);
    opacity: 1;
  }
`;
