import { useTranslation } from 'react-i18next';
import type { CardAnalytics } from '@/lib/api/schemas/cards';
import { toNumber, useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Ring } from '@/ui/chart/Ring';
import { fetchingAnalyticsCard } from './fetchingAnalyticsCard';
import { GaugeValue, Stats } from './styles';

/** Goal overview: what is completed against what is in progress, the completed share as a gauge. */
export function GoalOverviewCard({ completed, inProgress }: CardAnalytics<'goal-overview'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const done = toNumber(completed);
  const open = toNumber(inProgress);
  const percent = done + open > 0 ? (done / (done + open)) * 100 : 0;
  return (
    <Card title={t('cards.goal.title')}>
      <CardBody>
        <Ring
          parts={[{ label: t('cards.goal.completed'), value: percent, tone: 'success' }]}
          total={100}
          arc={270}
          trackTone="success"
          thickness={0.2}
          height={192}
          label={t('cards.goal.gauge', { percent: format.percent(percent) })}
        >
          <GaugeValue>
            <strong>{format.percent(percent, 1)}</strong>
          </GaugeValue>
        </Ring>
      </CardBody>
      <CardBody>
        <Stats>
          <div>
            <dt>{t('cards.goal.completed')}</dt>
            <dd>{format.number(done)}</dd>
          </div>
          <div>
            <dt>{t('cards.goal.inProgress')}</dt>
            <dd>{format.number(open)}</dd>
          </div>
        </Stats>
      </CardBody>
    </Card>
  );
}

/** The goal overview, fetched. */
export const GoalOverview = fetchingAnalyticsCard({
  name: 'goal-overview',
  title: 'cards.goal.title',
  render: (data) => <GoalOverviewCard {...data} />,
});
