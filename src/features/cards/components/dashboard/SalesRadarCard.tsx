import { useTranslation } from 'react-i18next';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { ChartLegend } from '@/ui/chart/ChartLegend';
import { Radar } from '@/ui/chart/Radar';
import { fetchingDashboardCard } from '../fetchingDashboardCard';

/** Sales against visits by month, as a radar. */
export function SalesRadarCard({ labels, series }: CardDashboard<'sales-radar'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const tones = ['primary', 'info'] as const;
  const lines = series.map((s, i) => ({ ...s, tone: tones[i % 2] ?? 'primary' }));
  return (
    <Card title={t('cards.radar.title')} subtitle={t('cards.radar.subtitle')}>
      <CardBody>
        <Radar
          labels={labels.map(format.month)}
          series={lines}
          height={280}
          label={t('cards.radar.chart', { names: series.map((s) => s.name).join(', ') })}
        />
        <ChartLegend items={lines} />
      </CardBody>
    </Card>
  );
}

/** Sales against visits, fetched. */
export const SalesRadar = fetchingDashboardCard({
  name: 'sales-radar',
  title: 'cards.radar.title',
  render: (data) => <SalesRadarCard {...data} />,
});
