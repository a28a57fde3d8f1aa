import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/tokens';

/**
 * Small SVG charts for cards: a few kilobytes instead of a chart library, drawn with the theme's CSS
 * variables (`var(--c-primary)`), so a skin switch repaints them with no redraw, and measured in
 * pixels, so they follow their container and mirror right to left. Each is an image with a name
 * that says what it shows; the numbers behind a mark show as its tooltip.
 */
// What every chart of this folder shares: its frame, its colours, its SVG root and its props.

export const Frame = styled.div<{ $height: number }>`
  position: relative;
  inline-size: 100%;
  min-inline-size: 0;
  block-size: ${(p) => p.$height}px;
  svg {
    display: block;
    overflow: visible;
  }
  text {
    font-family: var(--font-sans);
    font-size: 12px;
    fill: var(--c-muted);
  }
`;

export const color = (tone: Tone) => `var(--c-${tone})`;

export type Base = {
  /** What the chart shows, for people who cannot see it. */
  label: string;
  height?: number;
  className?: string;
};

export function Svg({
  width,
  height,
  label,
  children,
}: {
  width: number;
  height: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      {children}
    </svg>
  );
}

/** A point `degrees` round a circle from 12 o'clock, clockwise. */
export const polar = (cx: number, cy: number, r: number, degrees: number): [number, number] => {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
};
