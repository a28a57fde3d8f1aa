// What the Chart.js page's charts share: the tones in turn, lines over days, and slices.
import type { ChartPalette } from '@/ui/chart/palette';

/** The theme's tones in turn, for a chart's series. */
export const toneList = (p: ChartPalette) => [
  p.tone.primary,
  p.tone.warning,
  p.tone.info,
  p.tone.success,
  p.tone.danger,
];

type Series = { name: string; data: number[] };

/** A line per series over "Day 1" … "Day n", each drawn with `style`. */
export function overDays<S extends object>(days: (count: number) => string[], series: Series[], style: S) {
  return {
    labels: days(series[0]?.data.length ?? 0),
    datasets: series.map((s) => ({ label: s.name, data: s.data, ...style })),
  };
}

/** A pie's or polar area's slices, outlined in the card's colour, with the legend below. */
export function slices(p: ChartPalette, labels: string[], values: number[], backgroundColor: string[]) {
  return {
    data: { labels, datasets: [{ data: values, backgroundColor, borderColor: p.card }] },
    options: { plugins: { legend: { position: 'bottom' as const } } },
  };
}
