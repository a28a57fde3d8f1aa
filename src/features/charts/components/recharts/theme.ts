import { prefersReducedMotion } from '@/ui/chart/palette';
import { useTheme, type Tone } from '@/ui/theme';

// Recharts draws SVG, so the theme's variables go straight into its attributes: a skin switch repaints
// without a redraw.

/** A tone's colour, as the theme's variable. */
export const c = (tone: Tone) => `var(--c-${tone})`;
export const tick = { fill: 'var(--c-muted)', fontSize: 12 };
export const grid = { stroke: 'var(--c-border)', strokeDasharray: '4 4' };
export const tooltip = {
  contentStyle: {
    background: 'var(--c-raised)',
    border: '1px solid var(--c-border)',
    borderRadius: 'var(--radius-md)',
    color: 'var(--c-text)',
  },
  labelStyle: { color: 'var(--c-heading)' },
  itemStyle: { color: 'var(--c-text)' },
};
export const legend = { wrapperStyle: { color: 'var(--c-text)', fontSize: 13 } };
const tones: Tone[] = ['primary', 'warning', 'info', 'success', 'danger'];
/** The tones in turn, for a chart's series. */
export const toneAt = (i: number): Tone => tones[i % tones.length] ?? 'primary';

/** Animation (unless the reader asked for less motion), and the axes for the page's direction. */
export function useChartProps() {
  const rtl = useTheme().direction === 'rtl';
  return {
    rtl,
    motion: { isAnimationActive: !prefersReducedMotion() },
    // Right to left: the first category on the right, the value axis on the right edge.
    xAxis: { tick, stroke: 'var(--c-border)', reversed: rtl },
    yAxis: { tick, stroke: 'var(--c-border)', orientation: rtl ? ('right' as const) : ('left' as const) },
  };
}
