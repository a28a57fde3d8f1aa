import styled from 'styled-components';

/** The row of controls between a list's filters and its table. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-4) var(--space-5);
  border-block-start: 1px solid var(--c-border);
`;

export const ToolbarGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  /* The actions at the end take the room left, so they stay on one line while they fit. */
  &:last-child:not(:first-child) {
    flex: 1 1 auto;
    justify-content: flex-end;
  }
`;
