import styled from 'styled-components';

export const Window = styled.div`
  position: fixed;
  z-index: 1040;
  inset-block-end: 0;
  inset-inline-end: var(--space-6);
  display: flex;
  flex-direction: column;
  inline-size: min(40rem, calc(100vw - 2 * var(--space-6)));
  max-block-size: calc(100dvh - 5rem);
  border-radius: var(--radius-lg) var(--radius-lg) 0 0;
  background: var(--c-card);
  color: var(--c-text);
  box-shadow: var(--shadow-lg);
  @media (max-width: 36em) {
    inset-inline: 0;
    inline-size: auto;
    max-block-size: 100dvh;
    &:not([data-minimised]) {
      inset-block-start: 0;
      border-radius: 0;
    }
  }
`;
export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  padding: var(--space-2) var(--space-2) var(--space-2) var(--space-4);
  border-radius: inherit;
  background: var(--c-body);
  h2 {
    flex: 1;
    margin: 0;
    font-size: var(--fs-md, 1rem);
    color: var(--c-heading);
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;
export const Form = styled.form`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  min-block-size: 0;
  overflow-y: auto;
  padding: var(--space-2) var(--space-4) var(--space-4);
  &[hidden] {
    display: none;
  }
`;
export const Line = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: var(--space-2);
  > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;
export const Subject = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-block-size: 2.75rem;
  border-block-end: 1px solid var(--c-border);
  &[data-invalid='true'] {
    border-block-end-color: var(--c-danger);
  }
  label {
    color: var(--c-muted);
  }
  input {
    flex: 1;
    min-inline-size: 0;
    padding: var(--space-1) 0;
    border: 0;
    background: none;
    color: var(--c-text);
    font: inherit;
    outline: none;
  }
`;
export const Message = styled.p`
  margin: 0;
  color: var(--c-danger-text);
  font-size: var(--fs-sm);
`;
export const Drop = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: grid;
  place-items: center;
  border: 2px dashed var(--c-primary);
  border-radius: var(--radius-md);
  background: var(--c-primary-tint);
  color: var(--c-primary-text);
  font-weight: var(--fw-semibold);
`;
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  > :last-child {
    margin-inline-start: auto;
  }
`;
