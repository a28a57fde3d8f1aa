import type { ChartConfig } from '@/ui/chart/ChartJs';
import { alpha, type ChartPalette } from '@/ui/chart/palette';
import type { Tone } from '@/ui/theme';

const hidden = { display: false } as const;
const bare = { x: hidden, y: hidden } as const;

/** The category labels of a series drawn without an axis: only the tooltip shows them. */
const positions = (data: number[]) => data.map((_, i) => String(i + 1));

/** A filled line with no axes, for a card's lower edge. */
export const sparkArea =
  (tone: Tone, name: string, data: number[]) =>
  (p: ChartPalette): ChartConfig<'line'> => ({
    data: {
      labels: positions(data),
      datasets: [
        {
          label: name,
          data,
          borderColor: p.tone[tone],
          backgroundColor: alpha(p.tone[tone], 0.18),
          fill: 'origin',
          tension: 0.4,
          borderWidth: 2.5,
          pointRadius: 0,
          pointHoverRadius: 4,
        },
      ],
    },
    options: { scales: bare, plugins: { legend: hidden }, layout: { padding: 0 }, interaction: { intersect: false } },
  });

/** A line with points and no axes. */
export const sparkLine =
  (tone: Tone, name: string, data: number[]) =>
  (p: ChartPalette): ChartConfig<'line'> => ({
    data: {
      labels: positions(data),
      datasets: [
        {
          label: name,
          data,
          borderColor: p.tone[tone],
          backgroundColor: p.tone[tone],
          tension: 0.35,
          borderWidth: 3,
          pointRadius: 3,
          pointBackgroundColor: p.card,
          pointBorderWidth: 2,
        },
      ],
    },
    options: { scales: bare, plugins: { legend: hidden }, layout: { padding: 6 }, interaction: { intersect: false } },
  });

/** Rounded bars on a light track, no axes. */
export const sparkBars =
  (tone: Tone, name: string, data: number[]) =>
  (p: ChartPalette): ChartConfig<'bar'> => ({
    data: {
      labels: positions(data),
      datasets: [
        {
          label: name,
          data,
          backgroundColor: p.tone[tone],
          borderRadius: 6,
          borderSkipped: false,
          barPercentage: 0.45,
          categoryPercentage: 1,
        },
      ],
    },
    options: { scales: bare, plugins: { legend: hidden } },
  });

/**
 * A ring that fills to `percent` (a gauge): `arc` of 360 draws a full ring, 270 an open one with the
 * gap at the bottom.
 */
export const gauge =
  (tone: Tone, name: string, percent: number, arc = 360) =>
  (p: ChartPalette): ChartConfig<'doughnut'> => ({
    data: {
      labels: [name, ''],
      datasets: [
        {
          data: [percent, Math.max(0, 100 - percent)],
          backgroundColor: [p.tone[tone], p.tint[tone]],
          borderWidth: 0,
          borderRadius: [8, 0],
        },
      ],
    },
    options: {
      cutout: '78%',
      rotation: -arc / 2,
      circumference: arc,
      plugins: { legend: hidden, tooltip: { enabled: false } },
    },
  });

/** Shares of a whole as a ring, one tone per part. */
export const donut =
  (tones: Tone[], labels: string[], data: number[], cutout = '72%') =>
  (p: ChartPalette): ChartConfig<'doughnut'> => ({
    data: {
      labels,
      datasets: [
        { data, backgroundColor: tones.map((t) => p.tone[t]), borderColor: p.card, borderWidth: 2, hoverOffset: 4 },
      ],
    },
    options: { cutout, plugins: { legend: hidden } },
  });
