import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The blog's pages: the content, and beside it on a wide screen the search above the recent posts and
 * the categories. On a phone the search comes first and the rest of the sidebar after the content;
 * the reading order is the visual order on both.
 */
const Grid = styled.div`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'search' 'main' 'aside';
  align-items: start;
  @media (min-width: 62rem) {
    grid-template-columns: minmax(0, 1fr) 20rem;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'main search' 'main aside';
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${(p) => p.$area};
  display: grid;
  gap: var(--space-5);
  min-inline-size: 0;
`;

type Props = { search: ReactNode; main: ReactNode; aside: ReactNode };

export function BlogLayout({ search, main, aside }: Props) {
  return (
    <Grid>
      <Area $area="search">{search}</Area>
      <Area $area="main">{main}</Area>
      <Area $area="aside">{aside}</Area>
    </Grid>
  );
}
