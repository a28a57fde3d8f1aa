import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { visuallyHiddenCss } from '../theme/GlobalStyle';

/*
 * The pulse animates only the opacity of the content's top boxes, which the compositor runs on its
 * own: an animation on every element (or of a colour) would make the browser recompute the page's
 * styles on every frame, and on a slow phone that blocks the main thread for as long as data loads.
 */
const pulse = keyframes`
  50% {
    opacity: 0.55;
  }
`;

/*
 * `display: contents`: the wrapper adds no box, so the content lays out exactly as it will with its
 * data. Text turns into bars (a thick underline under each line, in the text's own length), charts
 * and pictures into faint shapes; nothing of the placeholder values can be read.
 */
const Veil = styled.div`
  display: contents;
  --skeleton: color-mix(in srgb, var(--c-text) 12%, var(--c-card));
  cursor: progress;
  * {
    color: transparent !important;
    text-decoration-line: underline !important;
    text-decoration-thickness: 0.75em !important;
    text-underline-offset: -0.6em !important;
    text-decoration-skip-ink: none !important;
    text-decoration-color: var(--skeleton);
    text-shadow: none !important;
  }
  > * {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  :is(svg, img, canvas, [role='progressbar'], [role='meter']) {
    filter: grayscale(1) opacity(0.25);
  }
  svg text {
    fill: transparent !important;
  }
  @media (prefers-reduced-motion: reduce) {
    > * {
      animation: none;
    }
  }
`;

const Root = styled.div`
  display: contents;
`;

const Status = styled.span`
  ${visuallyHiddenCss}
`;

export type SkeletonProps = {
  /** What is announced while the content waits: "Loading…". */
  label: string;
  /** The content as it will be, drawn from placeholder values of the same shape as the real ones. */
  children: ReactNode;
};

/**
 * Content that is still loading, shown at the size it will have: the real component drawn with
 * placeholder values, hidden from sight (text as bars) and from assistive technology (inert), with one
 * polite loading status in its place. Nothing moves when the data replaces the placeholders.
 */
export function Skeleton({ label, children }: SkeletonProps) {
  return (
    <Root aria-busy>
      <Status role="status">{label}</Status>
      <Veil inert aria-hidden>
        {children}
      </Veil>
    </Root>
  );
}
