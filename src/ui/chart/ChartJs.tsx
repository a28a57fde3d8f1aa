import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type ChartType,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { Chart } from 'react-chartjs-2';
import styled from 'styled-components';
import { merge, type Plain } from './merge';
import { prefersReducedMotion, useChartPalette, type ChartPalette } from './palette';
import { useStructuralMemo } from './useStructuralMemo';

// Only the pieces the charts use: Chart.js tree-shakes the rest.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
);
// Canvas text in the app's typeface (the same in every skin).
ChartJS.defaults.font.family = "'Public Sans Variable', system-ui, sans-serif";

export type ChartConfig<T extends ChartType> = { data: ChartData<T>; options?: ChartOptions<T> };

export type ChartJsProps<T extends ChartType> = {
  type: T;
  /** The chart, drawn with the theme's colours: called again when the skin or direction changes. */
  build: (palette: ChartPalette) => ChartConfig<T>;
  /** What the chart shows, for people who cannot see it (the canvas is an image). */
  label: string;
  /** The chart's height (any CSS length); it takes its container's width and follows it. */
  height?: string;
  className?: string;
};

const Frame = styled.div<{ $height: string }>`
  position: relative;
  block-size: ${(p) => p.$height};
  min-inline-size: 0;
`;

const cartesian = new Set<ChartType>(['bar', 'line', 'scatter', 'bubble']);

/** The theme's text, grid, tooltip and direction for a chart of `type`. */
function themed(type: ChartType, p: ChartPalette): Plain {
  const axis = {
    grid: { color: p.border, drawTicks: false },
    border: { display: false },
    ticks: { color: p.muted, padding: 8 },
  };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : undefined,
    color: p.muted,
    borderColor: p.border,
    plugins: {
      legend: { rtl: p.rtl, labels: { color: p.text, usePointStyle: true, boxWidth: 8, boxHeight: 8 } },
      tooltip: {
        rtl: p.rtl,
        backgroundColor: p.raised,
        titleColor: p.heading,
        bodyColor: p.text,
        borderColor: p.border,
        borderWidth: 1,
        padding: 10,
        usePointStyle: true,
      },
    },
    ...(cartesian.has(type) && {
      // Right to left, the first category sits on the right and the value axis on the right edge.
      scales: { x: { ...axis, reverse: p.rtl }, y: { ...axis, position: p.rtl ? 'right' : 'left' } },
    }),
    ...((type === 'radar' || type === 'polarArea') && {
      scales: {
        r: {
          grid: { color: p.border },
          angleLines: { color: p.border },
          pointLabels: { color: p.muted },
          ticks: { color: p.muted, backdropColor: 'transparent' },
        },
      },
    }),
  };
}

/**
 * A Chart.js chart in the theme's colours. It redraws when the skin or direction changes, follows its
 * container's width, and draws without animation for people who ask for reduced motion.
 */
export function ChartJs<T extends ChartType>({ type, build, label, height = '16rem', className }: ChartJsProps<T>) {
  const [frame, palette] = useChartPalette<HTMLDivElement>();
  const chart = useRef<ChartJS<T>>(null);
  const built = useMemo(() => {
    if (!palette) return undefined;
    const chart = build(palette);
    return { data: chart.data, options: merge(themed(type, palette), chart.options) as ChartOptions<T> };
  }, [build, palette, type]);
  // Pages pass `build` inline: only a config that really changed reaches Chart.js (and animates).
  const config = useStructuralMemo(built);

  // Canvas text is drawn once: when the web font arrives after the first draw, draw again with it.
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) chart.current?.update('none');
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Frame ref={frame} $height={height} className={className}>
      {config && (
        <Chart
          ref={chart}
          type={type}
          data={config.data}
          options={config.options}
          role="img"
          aria-label={label}
          fallbackContent={<p>{label}</p>}
        />
      )}
    </Frame>
  );
}
