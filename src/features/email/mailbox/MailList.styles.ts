import { Link } from 'react-router';
import styled from 'styled-components';
import { busyBarCss } from '@/ui/shared/busyBarCss';

export const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  min-inline-size: 0;
`;
export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-4);
  border-block-end: 1px solid var(--c-border);
  > :last-child {
    flex: 1;
  }
`;
export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  min-block-size: 3.25rem;
  padding: var(--space-2) var(--space-4);
  border-block-end: 1px solid var(--c-border);
`;
export const Rows = styled.ul<{ $busy: boolean }>`
  position: relative;
  flex: 1;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => p.$busy && busyBarCss}
`;
export const Row = styled.li<{ $unread: boolean; $active: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-4);
  border-block-end: 1px solid var(--c-border);
  background: ${(p) => (p.$active ? 'var(--c-primary-tint)' : p.$unread ? 'transparent' : 'var(--c-body)')};
  &:hover {
    box-shadow: 0 2px 6px -2px var(--c-border);
  }
  a {
    font-weight: ${(p) => (p.$unread ? 'var(--fw-semibold)' : 'var(--fw-normal)')};
  }
`;
export const Open = styled(Link)`
  display: grid;
  flex: 1;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  column-gap: var(--space-3);
  min-inline-size: 0;
  color: var(--c-text);
  text-decoration: none;
  /* The whole row answers a click on the mail, as mail clients do. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    inset-inline-start: 4.75rem;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid var(--c-primary);
    outline-offset: -2px;
  }
`;
export const Text = styled.span`
  display: grid;
  min-inline-size: 0;
  > span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;
export const Who = styled.span`
  color: var(--c-heading);
`;
export const Preview = styled.span`
  color: var(--c-muted);
  /* On the open mail's tint, the quiet text keeps its contrast. */
  [aria-current='true'] & {
    color: var(--c-text);
  }
  font-size: var(--fs-sm);
  font-weight: var(--fw-normal);
`;
export const Meta = styled.span`
  [aria-current='true'] & {
    color: var(--c-text);
  }
  display: grid;
  justify-items: end;
  gap: var(--space-1);
  font-size: var(--fs-xs);
  color: var(--c-muted);
  white-space: nowrap;
  > span {
    display: inline-flex;
    align-items: center;
    gap: 3px;
  }
`;
export const Dot = styled.span<{ $tone: string }>`
  inline-size: 0.5rem;
  block-size: 0.5rem;
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone});
`;

/** What the checkbox is for, on one line beside it however narrow the list. */
export const Hint = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: var(--c-muted);
`;
