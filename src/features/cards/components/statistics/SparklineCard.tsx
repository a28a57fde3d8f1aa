import { Activity, CreditCard, Mail, Package, ShoppingCart, UserCheck, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardStatistics, CardStatisticsName } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Sparkline } from '@/ui/chart/Sparkline';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import type { Tone } from '@/ui/theme';
import { useStatisticsCard } from '../../api';
import { statisticsPlaceholders } from '../../placeholders/analytics';
import { fetchingCard } from '../fetchingCard';
import { Figure } from '../Figure';
import { FigureLabel } from '../FigureLabel';

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

/** The demo data's statistics cards drawn as a sparkline card (the other two have charts of their own). */
export type SparklineName = Exclude<CardStatisticsName, 'orders-bar-chart' | 'profit-line-chart'>;

const sparklines: Record<SparklineName, { icon: LucideIcon; tone: Tone; kind: 'area' | 'line' }> = {
  subscribers: { icon: Users, tone: 'primary', kind: 'area' },
  revenue: { icon: CreditCard, tone: 'success', kind: 'area' },
  sales: { icon: ShoppingCart, tone: 'danger', kind: 'area' },
  orders: { icon: Package, tone: 'warning', kind: 'area' },
  'site-traffic': { icon: Activity, tone: 'primary', kind: 'line' },
  'active-users': { icon: UserCheck, tone: 'success', kind: 'line' },
  newsletter: { icon: Mail, tone: 'warning', kind: 'line' },
};

/**
 * The demo data's statistics card `name` as a sparkline card: the figure is the card's own total when
 * the data carries one (subscribers, revenue, sales, orders), else the series' latest value.
 */
function NamedSparklineCard({ name, data }: { name: SparklineName; data: CardStatistics<SparklineName> }) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const { icon, tone, kind } = sparklines[name];
  const total = (data as { analyticsData?: Record<string, number> }).analyticsData?.[name];
  const latest = data.series[0]?.data.at(-1) ?? 0;
  const figure = total === undefined ? format.number(latest) : format.compact(total);
  return (
    <SparklineCard
      title={t(`cards.statistic.${name}`)}
      figure={figure}
      icon={icon}
      tone={tone}
      kind={kind}
      series={data.series}
    />
  );
}

/** The demo data's statistics card `name`, fetched, as a sparkline card. */
export const StatisticSparkline = fetchingCard({
  title: ({ name }: { name: SparklineName }) => `cards.statistic.${name}`,
  useQuery: ({ name }) => useStatisticsCard(name),
  placeholder: ({ name }) => statisticsPlaceholders[name],
  render: (data, { name }) => <NamedSparklineCard name={name} data={data} />,
});
