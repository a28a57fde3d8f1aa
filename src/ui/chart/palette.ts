import { useLayoutEffect, useRef, useState } from 'react';
import { useTheme } from '../theme/ThemeProvider';
import { tones, type Tone } from '../theme/tokens';

/**
 * The theme's colours as a chart library needs them: concrete values, read from the CSS variables
 * where the chart is drawn. Chart libraries paint canvas or set SVG attributes and cannot follow a
 * `var(--c-primary)` by themselves.
 */
export type ChartPalette = {
  tone: Record<Tone, string>;
  tint: Record<Tone, string>;
  heading: string;
  text: string;
  muted: string;
  border: string;
  card: string;
  raised: string;
  font: string;
  rtl: boolean;
};

export function readPalette(element: Element): ChartPalette {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  const byTone = (suffix: string) =>
    Object.fromEntries(tones.map((tone) => [tone, read(`--c-${tone}${suffix}`)])) as Record<Tone, string>;
  return {
    tone: byTone(''),
    tint: byTone('-tint'),
    heading: read('--c-heading'),
    text: read('--c-text'),
    muted: read('--c-muted'),
    border: read('--c-border'),
    card: read('--c-card'),
    raised: read('--c-raised'),
    font: read('--font-sans') || 'sans-serif',
    rtl: style.direction === 'rtl',
  };
}

/**
 * The palette where `ref`'s element is drawn, read again when the skin or the direction changes (the
 * chart then redraws). Undefined before the element mounts.
 */
export function useChartPalette<E extends Element>() {
  const ref = useRef<E>(null);
  const { skin, direction } = useTheme();
  const [palette, setPalette] = useState<ChartPalette>();
  useLayoutEffect(() => {
    if (ref.current) setPalette(readPalette(ref.current));
  }, [skin, direction]);
  return [ref, palette] as const;
}

/** A colour with an alpha, for fills under lines: `alpha('#6254e0', 0.3)`. */
export function alpha(hex: string, opacity: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return hex;
  const n = Number.parseInt(match[1], 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`;
}

/** Whether the person asks for less motion: charts then draw without animating. */
export const prefersReducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
