import styled from 'styled-components';

/** The sidebar's frame: a header that stays, and lists that scroll under it. */
export const SidebarFrame = styled.nav`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  block-size: 100%;
  background: var(--c-card);
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  min-block-size: 4.25rem;
  border-block-end: 1px solid var(--c-border);
`;

export const SidebarLists = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  padding: 0 var(--space-2) var(--space-3);
`;
