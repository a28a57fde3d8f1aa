import styled from 'styled-components';
import type { Tone } from '../theme/tokens';

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2) var(--space-4);
  margin: var(--space-2) 0 0;
  padding: 0;
  list-style: none;
  font-size: var(--fs-sm);
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
  }
`;

const Swatch = styled.span<{ $tone: Tone }>`
  inline-size: 0.625rem;
  block-size: 0.625rem;
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone});
`;

export type ChartLegendProps = { items: { name: string; tone: Tone }[] };

/** The series' names and colours, under a chart. */
export function ChartLegend({ items }: ChartLegendProps) {
  return (
    <LegendList>
      {items.map((item) => (
        <li key={item.name}>
          <Swatch $tone={item.tone} aria-hidden />
          {item.name}
        </li>
      ))}
    </LegendList>
  );
}
