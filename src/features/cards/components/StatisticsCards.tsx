import {
  Activity,
  Box,
  CreditCard,
  DollarSign,
  Mail,
  Package,
  ShoppingCart,
  TrendingUp,
  UserCheck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardDashboard, CardStatistics, CardStatisticsName } from '@/lib/api/schemas/cards';
import { Card, CardBody } from '@/ui/card/Card';
import { BarChart } from '@/ui/chart/BarChart';
import { Sparkline } from '@/ui/chart/Sparkline';
import type { Tone } from '@/ui/theme';
import { useDashboardCard, useStatisticsCard } from '../api';
import { statisticsPlaceholders } from '../placeholders/analytics';
import { dashboardPlaceholders } from '../placeholders/dashboard';
import { useFormat } from '@/lib/format';
import { Figure, FigureLabel, IconBadge } from './IconBadge';
import { QueryCard } from '@/lib/query/QueryCard';

const Head = styled(CardBody)`
  display: grid;
  gap: var(--space-2);
  justify-items: start;
  flex: 0 0 auto;
  padding-block-end: 0;
`;

const ChartEdge = styled.div`
  margin-block-start: auto;
  padding-block-end: var(--space-2);
`;

/** The area runs to the card's rounded corners. */
const Clipped = styled(Card)`
  overflow: hidden;
`;

type Series = { name: string; data: number[] };

export type SparklineCardProps = {
  /** What is counted: "Subscribers gained". */
  title: string;
  figure: string;
  icon: LucideIcon;
  tone?: Tone;
  series: Series[];
  /** A filled area (a total growing) or a line with points (a rate). */
  kind?: 'area' | 'line';
};

/** A figure with its icon and the series behind it along the card's lower edge. */
export function SparklineCard({
  title,
  figure,
  icon: Icon,
  tone = 'primary',
  series,
  kind = 'area',
}: SparklineCardProps) {
  const first = series[0] ?? { name: title, data: [] };
  return (
    <Clipped>
      <Head>
        <IconBadge $tone={tone}>
          <Icon aria-hidden />
        </IconBadge>
        <Figure>{figure}</Figure>
        <FigureLabel>{title}</FigureLabel>
      </Head>
      <ChartEdge>
        <Sparkline
          data={first.data}
          name={first.name}
          tone={tone}
          kind={kind}
          height={104}
          label={`${title}: ${first.data.join(', ')}`}
        />
      </ChartEdge>
    </Clipped>
  );
}

type Sparkline = Exclude<CardStatisticsName, 'orders-bar-chart' | 'profit-line-chart'>;
const sparklines: Record<Sparkline, { icon: LucideIcon; tone: Tone; kind: 'area' | 'line' }> = {
  subscribers: { icon: Users, tone: 'primary', kind: 'area' },
  revenue: { icon: CreditCard, tone: 'success', kind: 'area' },
  sales: { icon: ShoppingCart, tone: 'danger', kind: 'area' },
  orders: { icon: Package, tone: 'warning', kind: 'area' },
  'site-traffic': { icon: Activity, tone: 'primary', kind: 'line' },
  'active-users': { icon: UserCheck, tone: 'success', kind: 'line' },
  newsletter: { icon: Mail, tone: 'warning', kind: 'line' },
};

/**
 * The demo data's statistics card `name`, fetched: the figure is the card's own total when the data carries
 * one (subscribers, revenue, sales, orders), else the series' latest value.
 */
export function StatisticSparkline({ name }: { name: Sparkline }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useStatisticsCard(name);
  const { icon, tone, kind } = sparklines[name];
  const title = t(`cards.statistic.${name}`);
  return (
    <QueryCard title={title} query={query} placeholder={statisticsPlaceholders[name]}>
      {(data) => {
        const total = (data as { analyticsData?: Record<string, number> }).analyticsData?.[name];
        const latest = data.series[0]?.data.at(-1) ?? 0;
        const figure = total === undefined ? format.number(latest) : format.compact(total);
        return <SparklineCard title={title} figure={figure} icon={icon} tone={tone} kind={kind} series={data.series} />;
      }}
    </QueryCard>
  );
}

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
export function OrdersBarChart() {
  const { t } = useTranslation();
  const query = useStatisticsCard('orders-bar-chart');
  return (
    <QueryCard
      title={t('cards.statistic.orders-bar-chart')}
      query={query}
      placeholder={statisticsPlaceholders['orders-bar-chart']}
    >
      {(data) => <ChartFigureCard {...data} kind="bars" tone="warning" />}
    </QueryCard>
  );
}

/** The profit line chart card, fetched. */
export function ProfitLineChart() {
  const { t } = useTranslation();
  const query = useStatisticsCard('profit-line-chart');
  return (
    <QueryCard
      title={t('cards.statistic.profit-line-chart')}
      query={query}
      placeholder={statisticsPlaceholders['profit-line-chart']}
    >
      {(data) => <ChartFigureCard {...data} kind="line" tone="info" />}
    </QueryCard>
  );
}

const figures: Record<CardDashboard<'statistics'>['items'][number]['key'], { icon: LucideIcon; tone: Tone }> = {
  sales: { icon: TrendingUp, tone: 'primary' },
  customers: { icon: UserRound, tone: 'info' },
  products: { icon: Box, tone: 'danger' },
  revenue: { icon: DollarSign, tone: 'success' },
};

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr));
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }
`;

const ItemFigure = styled(Figure)`
  font-size: var(--fs-lg);
`;

/** Four business figures (sales, customers, products, revenue), each with its icon. */
export function StatisticsCard({ updated, items }: CardDashboard<'statistics'>) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card title={t('cards.statistics.title')} subtitle={t('cards.statistics.updated', { date: format.date(updated) })}>
      <CardBody>
        <StatisticsFigures items={items} />
      </CardBody>
    </Card>
  );
}

/** The four figures as a list, for a card of your own. */
export function StatisticsFigures({ items }: Pick<CardDashboard<'statistics'>, 'items'>) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Figures>
      {items.map(({ key, value }) => {
        const { icon: Icon, tone } = figures[key];
        return (
          <li key={key}>
            <IconBadge $tone={tone}>
              <Icon aria-hidden />
            </IconBadge>
            <div>
              <ItemFigure>
                {key === 'revenue' ? format.money(value, { maximumFractionDigits: 0 }) : format.compact(value)}
              </ItemFigure>
              <span>{t(`cards.statistics.${key}`)}</span>
            </div>
          </li>
        );
      })}
    </Figures>
  );
}

/** The statistics card, fetched (beyond the original brief). */
export function Statistics() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.statistics.title')}
      query={useDashboardCard('statistics')}
      placeholder={dashboardPlaceholders['statistics']}
    >
      {(data) => <StatisticsCard {...data} />}
    </QueryCard>
  );
}
