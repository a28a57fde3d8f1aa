import styled from 'styled-components';

/** The big number of a card. */
export const Figure = styled.p`
  margin: 0;
  font-size: var(--fs-xl);
  font-weight: var(--fw-semibold);
  color: var(--c-heading);
  line-height: 1.2;
`;
