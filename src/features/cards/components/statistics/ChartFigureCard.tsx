import styled from 'styled-components';
import type { CardStatistics } from '@/lib/api/schemas/cards';
import { Card, CardBody } from '@/ui/card/Card';
import { BarChart } from '@/ui/chart/BarChart';
import { Sparkline } from '@/ui/chart/Sparkline';
import type { Tone } from '@/ui/theme';
import { Figure } from '../Figure';
import { FigureLabel } from '../FigureLabel';
import { fetchingStatisticsCard } from './fetchingStatisticsCard';

const Compact = styled(CardBody)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: end;
  gap: var(--space-3);
`;

export type ChartFigureCardProps = CardStatistics<'orders-bar-chart'> & { kind: 'bars' | 'line'; tone?: Tone };

/** A small card: the title, the figure as the data writes it, and a compact chart beside it. */
export function ChartFigureCard({ title, statistics, series, kind, tone = 'warning' }: ChartFigureCardProps) {
  const first = series[0] ?? { name: title, data: [] };
  const label = `${title}: ${first.data.join(', ')}`;
  return (
    <Card>
      <Compact>
        <div>
          <FigureLabel>{title}</FigureLabel>
          <Figure>{statistics}</Figure>
        </div>
        {kind === 'bars' ? (
          <BarChart series={[{ ...first, tone }]} height={72} label={label} />
        ) : (
          <Sparkline data={first.data} name={first.name} tone={tone} kind="line" height={72} label={label} />
        )}
      </Compact>
    </Card>
  );
}

/** The orders bar chart card, fetched. */
export const OrdersBarChart = fetchingStatisticsCard({
  name: 'orders-bar-chart',
  title: 'cards.statistic.orders-bar-chart',
  render: (data) => <ChartFigureCard {...data} kind="bars" tone="warning" />,
});

/** The profit line chart card, fetched. */
export const ProfitLineChart = fetchingStatisticsCard({
  name: 'profit-line-chart',
  title: 'cards.statistic.profit-line-chart',
  render: (data) => <ChartFigureCard {...data} kind="line" tone="info" />,
});
