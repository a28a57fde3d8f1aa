import styled from 'styled-components';
import { SearchInput } from '@/ui/input/SearchInput';

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

export const Search = styled(SearchInput)`
  flex: 1;
  inline-size: auto;
`;

/** A list's heading (Chats, Contacts). */
export const Heading = styled.h2`
  margin: var(--space-4) var(--space-3) var(--space-2);
  font-size: var(--fs-md);
  font-weight: var(--fw-medium);
  color: var(--c-primary-text);
`;

export const List = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;
