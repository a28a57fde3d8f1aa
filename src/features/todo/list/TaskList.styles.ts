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
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-4);
  border-block-end: 1px solid var(--c-border);
  > label {
    flex: 1 1 12rem;
  }
  > label input {
    inline-size: 100%;
  }
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
/** A task: one line on a wide pane; on a narrow one the tags, due date and assignee wrap below the title. */
export const Row = styled.li<{ $dragging?: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: var(--space-2);
  row-gap: var(--space-1);
  min-block-size: 3.5rem;
  padding: var(--space-2) var(--space-4);
  border-block-end: 1px solid var(--c-border);
  background: var(--c-card);
  z-index: ${(p) => (p.$dragging ? 1 : 'auto')};
  box-shadow: ${(p) => (p.$dragging ? 'var(--shadow-lg)' : 'none')};
  &:hover {
    background: var(--c-hover);
  }
`;
export const Handle = styled.button`
  display: inline-flex;
  flex: none;
  padding: var(--space-1);
  border: 0;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--c-muted);
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: 2px solid var(--c-primary);
  }
`;
export const Title = styled.button<{ $done: boolean }>`
  flex: 1 1 12rem;
  min-inline-size: 0;
  padding: var(--space-1) 0;
  border: 0;
  background: none;
  color: ${(p) => (p.$done ? 'var(--c-muted)' : 'var(--c-heading)')};
  font: inherit;
  text-align: start;
  text-decoration: ${(p) => (p.$done ? 'line-through' : 'none')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
`;
export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: var(--space-2);
  margin-inline-start: auto;
`;
export const Due = styled.span<{ $overdue: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  min-inline-size: 5.5rem;
  font-size: var(--fs-sm);
  line-height: 1.25;
  color: ${(p) => (p.$overdue ? 'var(--c-danger-text)' : 'var(--c-text)')};
  time {
    color: var(--c-muted);
    font-size: var(--fs-xs);
  }
`;
export const Hint = styled.p`
  margin: 0;
  padding: var(--space-2) var(--space-4);
  border-block-end: 1px solid var(--c-border);
  color: var(--c-muted);
  font-size: var(--fs-sm);
`;
/** In the avatar's place when nobody is assigned: same size, so the rows line up. */
export const Nobody = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  border: 1px dashed var(--c-border);
  border-radius: 50%;
  color: var(--c-muted);
`;
