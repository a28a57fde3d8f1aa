import { css } from 'styled-components';
import { controlCss, type ControlSize } from '../field/controlStyles';

/** The closed select's look, shared by Radix's trigger and the stand-in drawn before it loads. */
export const triggerCss = css<{ $size: ControlSize }>`
  ${(p) => controlCss(p.$size)}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  text-align: start;
  cursor: pointer;
  &[data-placeholder] {
    color: var(--c-muted);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-muted);
    flex-shrink: 0;
  }
`;
