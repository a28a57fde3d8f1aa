import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import ReactApexChart from 'react-apexcharts';
import styled from 'styled-components';
import { merge } from '@/ui/chart/merge';
import { prefersReducedMotion, useChartPalette, type ChartPalette } from '@/ui/chart/palette';
import { useStructuralMemo } from '@/ui/chart/useStructuralMemo';
import { useTheme } from '@/ui/theme';

// react-apexcharts ships CommonJS only: depending on the bundler's interop the default import is the
// component or the module around it.
const Chart = (ReactApexChart as unknown as { default?: typeof ReactApexChart }).default ?? ReactApexChart;

type ApexType = NonNullable<ConstructorParameters<typeof Chart>[0]['type']>;

export type ApexChartProps = {
  type: ApexType;
  /** The chart in the theme's colours; called again when the skin or direction changes. */
  build: (palette: ChartPalette) => { series: ApexOptions['series']; options?: ApexOptions };
  label: string;
  height?: number;
};

const Frame = styled.div`
  min-inline-size: 0;
  .apexcharts-tooltip,
  .apexcharts-xaxistooltip {
    color: var(--c-text);
  }
`;

/** The theme's text, grid, tooltip and direction for an ApexCharts chart. */
function themed(palette: ChartPalette, dark: boolean, label: string): ApexOptions {
  return {
    chart: {
      background: 'transparent',
      foreColor: palette.muted,
      fontFamily: palette.font,
      toolbar: { show: false },
      parentHeightOffset: 0,
      animations: { enabled: !prefersReducedMotion() },
      // The SVG's name: ApexCharts sets role="img" on it only with this.
      accessibility: { enabled: true, description: label },
    } as ApexOptions['chart'],
    theme: { mode: dark ? 'dark' : 'light' },
    colors: [palette.tone.primary, palette.tone.warning, palette.tone.info, palette.tone.success, palette.tone.danger],
    grid: { borderColor: palette.border, strokeDashArray: 4 },
    legend: { labels: { colors: palette.text }, markers: { shape: 'circle' } as never },
    tooltip: { theme: dark ? 'dark' : 'light' },
    dataLabels: { enabled: false },
    // Right to left, the value axis sits on the right.
    yaxis: { opposite: palette.rtl, labels: { style: { colors: palette.muted } } },
    xaxis: { axisBorder: { color: palette.border }, axisTicks: { color: palette.border } },
  };
}

/** An ApexCharts chart in the theme's colours, redrawn when the skin or direction changes. */
export function ApexChart({ type, build, label, height = 300 }: ApexChartProps) {
  const [frame, palette] = useChartPalette<HTMLDivElement>();
  const { skin } = useTheme();
  const dark = skin === 'dark';
  const built = useMemo(() => {
    if (!palette) return undefined;
    const chart = build(palette);
    return { series: chart.series, options: merge(themed(palette, dark, label), chart.options) };
  }, [build, palette, dark, label]);
  // Pages pass `build` inline: only a config that really changed reaches ApexCharts (and animates).
  const config = useStructuralMemo(built);
  return (
    <Frame ref={frame} role="img" aria-label={label}>
      {config && <Chart type={type} series={config.series} options={config.options} height={height} />}
    </Frame>
  );
}
