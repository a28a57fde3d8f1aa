import { useTranslation } from 'react-i18next';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { Card, CardBody } from '@/ui/card/Card';
import { fetchingDashboardCard } from '../fetchingDashboardCard';
import { TimelineSteps } from './TimelineSteps';

/** What happened, newest first: payments, meetings, projects, with their files and people. */
export function TimelineCard({ items }: { items: CardDashboard<'timeline'> }) {
  const { t } = useTranslation('cards');
  return (
    <Card title={t('cards.timeline.title')}>
      <CardBody>
        <TimelineSteps items={items} />
      </CardBody>
    </Card>
  );
}

/** The timeline, fetched. */
export const Timeline = fetchingDashboardCard({
  name: 'timeline',
  title: 'cards.timeline.title',
  render: (data) => <TimelineCard items={data} />,
});
