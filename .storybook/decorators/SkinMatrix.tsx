import type { ReactNode } from 'react';
import styled from 'styled-components';
import { skins } from '../../src/ui/theme/skins';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 1rem;
`;

const Panel = styled.section`
  padding: 1rem;
  border-radius: 0.5rem;
  background: var(--c-body);
  color: var(--c-text);
`;

const Label = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--c-muted);
`;

/** The story once per skin, side by side; skins are attribute selectors, so a wrapper is enough. */
export function SkinMatrix({ render }: { render: () => ReactNode }) {
  return (
    <Grid>
      {skins.map((skin) => (
        <Panel key={skin} data-skin={skin} aria-label={`${skin} skin`}>
          <Label>{skin}</Label>
          {render()}
        </Panel>
      ))}
    </Grid>
  );
}
