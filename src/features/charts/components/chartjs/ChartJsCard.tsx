import type { UseQueryResult } from '@tanstack/react-query';
import type { ChartType } from 'chart.js';
import { ChartJs, type ChartConfig, type ChartJsProps } from '@/ui/chart/ChartJs';
import type { ChartPalette } from '@/ui/chart/palette';
import { ChartCard } from '../ChartCard';

type Props<T, K extends ChartType> = Omit<ChartJsProps<K>, 'build'> & {
  /** The card's title: the kind of chart. */
  title: string;
  query: UseQueryResult<T>;
  /** The chart from the data, in the theme's colours (called again when the skin or direction changes). */
  build: (data: T, palette: ChartPalette) => ChartConfig<K>;
};

/** A Chart.js chart in a card: loading and error states until the data is there, then the chart. */
export function ChartJsCard<T, K extends ChartType>({ title, query, build, ...chart }: Props<T, K>) {
  return (
    <ChartCard title={title} query={query}>
      {(data) => <ChartJs {...chart} build={(palette) => build(data, palette)} />}
    </ChartCard>
  );
}
