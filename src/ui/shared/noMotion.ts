import { css } from 'styled-components';

/**
 * With reduced motion an overlay appears at once. Not even a 0.01 ms animation: until its first frame
 * the browser reports the start keyframe, opacity 0, so the open dialog would read as invisible.
 */
export const noMotion = css`
  @media (prefers-reduced-motion: reduce) {
    &,
    [dir='rtl'] & {
      animation: none;
    }
  }
`;
