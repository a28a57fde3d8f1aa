import styled from 'styled-components';

/**
 * The navigation column of an app screen (the mailbox's folders, the tasks' views, the calendar's
 * filters): a main action on top, then titled groups of places. The kit knows no router: a place is
 * whatever link the app renders with `sideNavPlaceCss` (or `SideNavPlace` for a plain anchor), marked
 * with `aria-current="page"` when it is the one shown.
 */
export const SideNav = styled.nav`
  display: grid;
  align-content: start;
  gap: var(--space-5);
  padding: var(--space-5) var(--space-4);
`;

/** A group's title; give it an id and name the list after it (`aria-labelledby`). */
export const SideNavHeading = styled.h2`
  margin: 0 0 var(--space-2);
  padding-inline: var(--space-3);
  font-size: var(--fs-xs);
  font-weight: var(--fw-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--c-muted);
`;

export const SideNavList = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One place: icon or dot, its name (SideNavName), and an optional count at the end. */
export const SideNavPlace = styled.a`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-md);
  color: var(--c-text);
  text-decoration: none;
  svg {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }
  &:hover {
    background: var(--c-hover);
  }
  &[aria-current='page'] {
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
    font-weight: var(--fw-medium);
  }
`;

/** A small round mark in a tone's colour (a label, a tag, a calendar). */
export const ToneDot = styled.span<{ $tone: string }>`
  flex: none;
  inline-size: 0.625rem;
  block-size: 0.625rem;
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone});
`;

/** A place's name: it takes the room left, so a count sits at the end. */
export const SideNavName = styled.span`
  flex: 1;
  min-inline-size: 0;
`;
