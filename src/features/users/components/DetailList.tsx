import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: var(--space-2) var(--space-4);
  margin: 0;
  dt {
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  > div {
    display: contents;
  }
`;

/** Terms and their values side by side (a user's details, a billing address); an empty value reads "—". */
export function DetailList({ rows, className }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <List className={className}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === '' || value == null ? '—' : value}</dd>
        </div>
      ))}
    </List>
  );
}
