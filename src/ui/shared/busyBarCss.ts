import { css, keyframes } from 'styled-components';

const slide = keyframes`from { background-position: 100% 0; } to { background-position: -100% 0; }`;

/*
 * New content on its way: a bar runs along the top edge of what is shown (a positioned box). What
 * is shown stays at full contrast (dimmed rows or cards fell below WCAG AA's contrast for their
 * text); the container says it is busy with aria-busy.
 */
export const busyBarCss = css`
  position: absolute;
  z-index: 1;
  inset-block-start: 0;
  inset-inline: 0;
  block-size: 3px;
  background: linear-gradient(90deg, transparent 0 25%, var(--c-primary) 25% 75%, transparent 75% 100%);
  background-size: 200% 100%;
  animation: ${slide} 1.2s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: var(--c-primary);
  }
`;
