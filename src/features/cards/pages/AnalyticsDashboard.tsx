import { useTranslation } from 'react-i18next';
import { AvgSessions } from '../components/analytics/AvgSessionsCard';
import { SupportTracker } from '../components/analytics/SupportTrackerCard';
import { CardGrid, Cell, HiddenTitle } from '../components/CardGrid';
import { Greeting } from '../components/dashboard/GreetingCard';
import { SalesRadar } from '../components/dashboard/SalesRadarCard';
import { AppDesign } from '../components/list/AppDesignCard';
import { RecentInvoices } from '../components/list/RecentInvoicesCard';
import { Timeline } from '../components/list/TimelineCard';
import { StatisticSparkline } from '../components/statistics/SparklineCard';

/** `/dashboard/analytics`: the analytics dashboard, every card fetched from the demo server. */
export function AnalyticsDashboard() {
  const { t } = useTranslation('cards');
  return (
    <>
      <HiddenTitle>{t('cards.analytics.title')}</HiddenTitle>
      <CardGrid>
        <Cell $span={6} $stretch>
          <Greeting />
        </Cell>
        <Cell $span={3} $stretch>
          <StatisticSparkline name="subscribers" />
        </Cell>
        <Cell $span={3} $stretch>
          <StatisticSparkline name="orders" />
        </Cell>
        <Cell $span={6} $stretch>
          <AvgSessions />
        </Cell>
        <Cell $span={6} $stretch>
          <SupportTracker />
        </Cell>
        <Cell $span={4}>
          <Timeline />
        </Cell>
        <Cell $span={4}>
          <SalesRadar />
        </Cell>
        <Cell $span={4}>
          <AppDesign />
        </Cell>
        <Cell $span={12}>
          <RecentInvoices />
        </Cell>
      </CardGrid>
    </>
  );
}
