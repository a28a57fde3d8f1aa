import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import styled from 'styled-components';

const Figure = styled.figure`
  margin: 0;
  min-inline-size: 0;
`;

/** A chart sized to its card; its name says what it shows. */
export function Frame({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Figure aria-label={label}>
      <ResponsiveContainer width="100%" height={300}>
        {children}
      </ResponsiveContainer>
    </Figure>
  );
}
