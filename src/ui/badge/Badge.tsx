import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import type { Tone } from '../theme/tokens';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: Tone;
  /** `tint` is the soft label style used in tables; `solid` for counts. */
  variant?: 'solid' | 'tint';
  pill?: boolean;
};

const Root = styled.span<{ $tone: Tone; $variant: 'solid' | 'tint'; $pill: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: 0.1875rem 0.5625rem;
  font-size: var(--fs-xs);
  font-weight: var(--fw-medium);
  line-height: 1.3;
  white-space: nowrap;
  border-radius: ${(p) => (p.$pill ? 'var(--radius-pill)' : 'var(--radius-sm)')};
  ${(p) =>
    p.$variant === 'solid'
      ? css`
          background: var(--c-${p.$tone});
          color: var(--c-${p.$tone}-contrast);
        `
      : css`
          background: var(--c-${p.$tone}-tint);
          color: var(--c-${p.$tone}-text);
        `}
  svg {
    inline-size: 0.9em;
    block-size: 0.9em;
  }
`;

export function Badge({ tone = 'primary', variant = 'tint', pill = false, ...rest }: BadgeProps) {
  return <Root $tone={tone} $variant={variant} $pill={pill} {...rest} />;
}
