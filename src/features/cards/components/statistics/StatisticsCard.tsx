import { useTranslation } from 'react-i18next';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { fetchingDashboardCard } from '../fetchingDashboardCard';
import { StatisticsFigures } from './StatisticsFigures';

/** Four business figures (sales, customers, products, revenue), each with its icon. */
export function StatisticsCard({ updated, items }: CardDashboard<'statistics'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <Card title={t('cards.statistics.title')} subtitle={t('cards.statistics.updated', { date: format.date(updated) })}>
      <CardBody>
        <StatisticsFigures items={items} />
      </CardBody>
    </Card>
  );
}

/** The statistics card, fetched (one of the dashboards' own cards, docs/demo-api.md, Cards). */
export const Statistics = fetchingDashboardCard({
  name: 'statistics',
  title: 'cards.statistics.title',
  render: (data) => <StatisticsCard {...data} />,
});
