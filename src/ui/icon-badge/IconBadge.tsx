import styled from 'styled-components';
import type { Tone } from '../theme';

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
