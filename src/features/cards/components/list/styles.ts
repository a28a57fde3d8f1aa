import styled from 'styled-components';

// What the list cards share: their rows of an icon and text, and the name-and-email cell of their tables.

/** A list whose items are an icon or an avatar, then text. */
export const Rows = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }
  p {
    margin: 0;
  }
`;

/** A paragraph without the page's margins, inside a card. */
export const Plain = styled.p`
  margin: 0;
`;

/** A row's text, taking what is left of the row: a heading line over a muted one. */
export const Grow = styled.div`
  flex: 1 1 auto;
  min-inline-size: 0;
  p:first-child {
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  p + p {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

/** A table cell with an avatar beside a name and, under it, an email. */
export const Company = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  strong {
    display: block;
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  div > span {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;
