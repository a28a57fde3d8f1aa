import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardAnalytics } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Progress } from '@/ui/progress/Progress';
import { Figure } from '../Figure';
import { RangeControl, type RangeProps } from '../RangeControl';
import { Trend } from '../Trend';
import { fetchingRangeCard } from './fetchingRangeCard';
import { Note, Stats } from './styles';

const Bars = styled(CardBody)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: var(--space-5);
`;

export type AvgSessionsCardProps = CardAnalytics<'avg-sessions'> & RangeProps;

/** Sessions over the range with their growth, then progress towards the goal, users, retention, duration. */
export function AvgSessionsCard({
  sessions,
  growth,
  goal,
  users,
  retention,
  duration,
  ...range
}: AvgSessionsCardProps) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const down = growth.trim().startsWith('-');
  return (
    <Card title={t('cards.sessions.title')} actions={<RangeControl {...range} />}>
      <CardBody>
        <Figure>{format.compact(sessions)}</Figure>
        <Note>
          <Trend $down={down}>{growth}</Trend> {t('cards.sessions.vsPrevious')}
        </Note>
      </CardBody>
      <Bars>
        <Progress
          label={t('cards.sessions.goal', { goal: format.compact(goal) })}
          value={Math.min(sessions, goal)}
          max={goal}
          showValue
          tone="primary"
        />
        <Progress label={t('cards.sessions.retention')} value={retention} showValue tone="danger" />
      </Bars>
      <CardBody>
        <Stats>
          <div>
            <dt>{t('cards.sessions.users')}</dt>
            <dd>{format.compact(users)}</dd>
          </div>
          <div>
            <dt>{t('cards.sessions.duration')}</dt>
            <dd>{t('cards.sessions.years', { count: duration })}</dd>
          </div>
        </Stats>
      </CardBody>
    </Card>
  );
}

/** Average sessions, fetched for the range chosen in its menu. */
export const AvgSessions = fetchingRangeCard({
  name: 'avg-sessions',
  title: 'cards.sessions.title',
  render: (data, range) => <AvgSessionsCard {...data} {...range} />,
});
