import styled from 'styled-components';
import type { Tone } from '@/ui/theme';

/** An icon on its tone's tint, in a circle (or a rounded square): the cards' figure markers. */
export const IconBadge = styled.span<{ $tone: Tone; $size?: number; $square?: boolean }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: ${(p) => p.$size ?? 2.75}rem;
  block-size: ${(p) => p.$size ?? 2.75}rem;
  border-radius: ${(p) => (p.$square ? 'var(--radius-md)' : '50%')};
  background: var(--c-${(p) => p.$tone}-tint);
  color: var(--c-${(p) => p.$tone}-text);
  svg {
    inline-size: 55%;
    block-size: 55%;
  }
`;

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
