import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Deferred } from '@/ui/deferred/Deferred';
import { visuallyHiddenCss } from '@/ui/theme';

/** Twelve columns on a wide screen, six on a tablet, one on a phone; cells say how many they span. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
  align-items: start;
  @media (min-width: 40em) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  @media (min-width: 75em) {
    grid-template-columns: repeat(12, minmax(0, 1fr));
  }
`;

const CellBox = styled.div<{ $span: number; $stretch?: boolean }>`
  display: grid;
  /* One column no wider than the cell: a wide table scrolls inside its card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
  min-inline-size: 0;
  align-self: ${(p) => (p.$stretch ? 'stretch' : 'start')};
  > * {
    block-size: ${(p) => (p.$stretch ? '100%' : 'auto')};
  }
  @media (min-width: 40em) {
    grid-column: span ${(p) => Math.min(6, Math.max(3, Math.ceil(p.$span / 2)))};
  }
  @media (min-width: 75em) {
    grid-column: span ${(p) => p.$span};
  }
`;

export type CellProps = {
  /** How many of the 12 columns it spans on a wide screen (half as many, at least 3, on a tablet). */
  $span: number;
  /** As tall as the tallest cell of its row. */
  $stretch?: boolean;
  /** Roughly how tall its cards are, held for them until they render (see `Deferred`). */
  reserve?: string;
  children: ReactNode;
};

/**
 * A grid cell. Its cards render (and fetch) when they come near the screen: a phone shows two or
 * three of a dashboard's cards at first, and the rest wait for the scroll.
 */
export function Cell({ $span, $stretch, reserve, children }: CellProps) {
  return (
    <CellBox $span={$span} $stretch={$stretch}>
      <Deferred reserve={reserve}>{children}</Deferred>
    </CellBox>
  );
}

/** Cells stacked inside one cell (two small cards beside a tall one). */
export const Stack = styled.div`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

/** The page's heading, for screen readers and the outline, on pages whose cards speak for themselves. */
export const HiddenTitle = styled.h1`
  ${visuallyHiddenCss}
`;

/** A group of cards on a gallery page, headed. */
export const Section = styled.section`
  display: grid;
  gap: var(--space-4);
  > h2 {
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
`;
