import styled from 'styled-components';

/** A card's small heading above or under its figure. */
export const FigureLabel = styled.h2`
  margin: 0;
  font-size: var(--fs-md);
  font-weight: var(--fw-regular);
  color: var(--c-muted);
`;
