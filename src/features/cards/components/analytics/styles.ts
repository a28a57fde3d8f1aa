import { Circle } from 'lucide-react';
import styled from 'styled-components';
import type { Tone } from '@/ui/theme';

// What the analytics cards share: their row of figures, the note under a figure, the value inside a
// gauge, and the legend beside a ring.

/** Figures side by side, each a term over its value. */
export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr));
  gap: var(--space-3);
  margin: 0;
  text-align: center;
  dt {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    font-size: var(--fs-lg);
    font-weight: var(--fw-semibold);
    color: var(--c-heading);
  }
`;

/** A line under a figure: its trend and what it is compared with. */
export const Note = styled.p<{ $center?: boolean }>`
  margin: var(--space-2) 0 0;
  text-align: ${(p) => (p.$center ? 'center' : 'start')};
`;

/** The percent written inside a gauge. */
export const GaugeValue = styled.div`
  display: grid;
  strong {
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
  span {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

/** A ring's parts listed under it, each with its value at the end of the line. */
export const Legend = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }
  li > :last-child {
    margin-inline-start: auto;
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

/** A legend line's colour. */
export const Dot = styled(Circle)<{ $tone: Tone }>`
  inline-size: 0.75rem;
  block-size: 0.75rem;
  fill: var(--c-${(p) => p.$tone});
  color: var(--c-${(p) => p.$tone});
`;
