import styled from 'styled-components';

/** A dialog form's fields two by two, one under another on a phone; `.wide` fields take the row. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--space-4);
  > .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
