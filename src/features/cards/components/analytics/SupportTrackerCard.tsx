import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardAnalytics } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Ring } from '@/ui/chart/Ring';
import { Figure } from '../Figure';
import { FigureLabel } from '../FigureLabel';
import { RangeControl, type RangeProps } from '../RangeControl';
import { fetchingRangeCard } from './fetchingRangeCard';
import { GaugeValue, Stats } from './styles';

const Split = styled(CardBody)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  align-items: center;
  gap: var(--space-5);
`;

export type SupportTrackerCardProps = CardAnalytics<'support-tracker'> & RangeProps;

/** Tickets over the range: the total, new, open, the response time, and the share completed as a gauge. */
export function SupportTrackerCard({
  totalTicket,
  newTicket,
  openTicket,
  responseTime,
  ...range
}: SupportTrackerCardProps) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const completed = totalTicket > 0 ? Math.round(((totalTicket - openTicket) / totalTicket) * 100) : 0;
  return (
    <Card title={t('cards.support.title')} actions={<RangeControl {...range} />}>
      <Split>
        <div>
          <Figure>{format.number(totalTicket)}</Figure>
          <FigureLabel as="p">{t('cards.support.tickets')}</FigureLabel>
        </div>
        <Ring
          parts={[{ label: t('cards.support.completed'), value: completed, tone: 'primary' }]}
          total={100}
          arc={270}
          trackTone="primary"
          thickness={0.2}
          height={176}
          label={t('cards.support.gauge', { percent: format.percent(completed) })}
        >
          <GaugeValue>
            <strong>{format.percent(completed, 0)}</strong>
            <span>{t('cards.support.completed')}</span>
          </GaugeValue>
        </Ring>
      </Split>
      <CardBody>
        <Stats>
          <div>
            <dt>{t('cards.support.new')}</dt>
            <dd>{format.number(newTicket)}</dd>
          </div>
          <div>
            <dt>{t('cards.support.open')}</dt>
            <dd>{format.number(openTicket)}</dd>
          </div>
          <div>
            <dt>{t('cards.support.response')}</dt>
            <dd>{t('cards.support.days', { count: responseTime })}</dd>
          </div>
        </Stats>
      </CardBody>
    </Card>
  );
}

/** The support tracker, fetched for the range chosen in its menu. */
export const SupportTracker = fetchingRangeCard({
  name: 'support-tracker',
  title: 'cards.support.title',
  render: (data, range) => <SupportTrackerCard {...data} {...range} />,
});
