import styled from 'styled-components';

/** A line in the search's dialog that says how the search is going: loading, failed, nothing found. */
export const Note = styled.p`
  margin: var(--space-4) 0 var(--space-2);
  text-align: center;
  color: var(--c-muted);
`;
