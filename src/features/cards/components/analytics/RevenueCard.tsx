import { useTranslation } from 'react-i18next';
import type { CardAnalytics } from '@/lib/api/schemas/cards';
import { toNumber, useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Progress } from '@/ui/progress/Progress';
import { fetchingAnalyticsCard } from './fetchingAnalyticsCard';
import { Trend } from '../Trend';
import { Note, Stats } from './styles';

/** Revenue this month against last month, and the change between them. */
export function RevenueCard({ thisMonth, lastMonth }: CardAnalytics<'revenue'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const now = toNumber(thisMonth);
  const before = toNumber(lastMonth);
  const change = before > 0 ? ((now - before) / before) * 100 : 0;
  return (
    <Card title={t('cards.revenue.title')}>
      <CardBody>
        <Stats>
          <div>
            <dt>{t('cards.revenue.thisMonth')}</dt>
            <dd>{format.money(now, { maximumFractionDigits: 0 })}</dd>
          </div>
          <div>
            <dt>{t('cards.revenue.lastMonth')}</dt>
            <dd>{format.money(before, { maximumFractionDigits: 0 })}</dd>
          </div>
        </Stats>
        <Note $center>
          <Trend $down={change < 0}>
            {change >= 0 ? '+' : ''}
            {format.percent(change)}
          </Trend>{' '}
          {t('cards.revenue.change')}
        </Note>
      </CardBody>
      <CardBody>
        <Progress
          label={t('cards.revenue.ofLastMonth')}
          value={Math.min(now, before)}
          max={Math.max(now, before)}
          hideLabel
          tone="success"
        />
      </CardBody>
    </Card>
  );
}

/** Revenue, fetched. */
export const Revenue = fetchingAnalyticsCard({
  name: 'revenue',
  title: 'cards.revenue.title',
  render: (data) => <RevenueCard {...data} />,
});
