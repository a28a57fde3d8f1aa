import type { UseQueryResult } from '@tanstack/react-query';
import type { ChartPalette } from '@/ui/chart/palette';
import { ApexChart, type ApexChartProps } from '../ApexChart';
import { ChartCard } from '../ChartCard';

type Props<T> = Omit<ApexChartProps, 'build'> & {
  /** The card's title: the kind of chart. */
  title: string;
  query: UseQueryResult<T>;
  /** The chart from the data, in the theme's colours (called again when the skin or direction changes). */
  build: (data: T, palette: ChartPalette) => ReturnType<ApexChartProps['build']>;
};

/** An ApexCharts chart in a card: loading and error states until the data is there, then the chart. */
export function ApexCard<T>({ title, query, build, ...chart }: Props<T>) {
  return (
    <ChartCard title={title} query={query}>
      {(data) => <ApexChart {...chart} build={(palette) => build(data, palette)} />}
    </ChartCard>
  );
}
