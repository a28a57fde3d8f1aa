import styled from 'styled-components';
export { IconBadge } from '@/ui/icon-badge/IconBadge';

/** The big number of a card. */
export const Figure = styled.p`
  margin: 0;
  font-size: var(--fs-xl);
  font-weight: var(--fw-semibold);
  color: var(--c-heading);
  line-height: 1.2;
`;

/** A card's small heading above or under its figure. */
export const FigureLabel = styled.h2`
  margin: 0;
  font-size: var(--fs-md);
  font-weight: var(--fw-regular);
  color: var(--c-muted);
`;

/** A trend in percent: green up, red down, with its sign. */
export const Trend = styled.span<{ $down?: boolean }>`
  /* A signed figure reads left to right in a right-to-left page too: "-$74.00", not "$74.00-". */
  direction: ltr;
  unicode-bidi: isolate;
  font-weight: var(--fw-medium);
  color: ${(p) => (p.$down ? 'var(--c-danger-text)' : 'var(--c-success-text)')};
`;
