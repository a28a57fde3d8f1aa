import { useTranslation } from 'react-i18next';
import { GoalOverview } from '../components/analytics/GoalOverviewCard';
import { CardGrid, Cell, HiddenTitle, Stack } from '../components/CardGrid';
import { BrowserStates } from '../components/dashboard/BrowserStatesCard';
import { Earnings } from '../components/dashboard/EarningsCard';
import { MedalGreeting } from '../components/dashboard/MedalCard';
import { RevenueReport } from '../components/dashboard/RevenueReportCard';
import { CompanyTable } from '../components/list/CompanyTableCard';
import { Meetup } from '../components/list/MeetupCard';
import { Transactions } from '../components/list/TransactionsCard';
import { OrdersBarChart, ProfitLineChart } from '../components/statistics/ChartFigureCard';
import { Statistics } from '../components/statistics/StatisticsCard';

/** `/`: the e-commerce dashboard, every card fetched from the demo server. */
export function EcommerceDashboard() {
  const { t } = useTranslation('cards');
  return (
    <>
      <HiddenTitle>{t('cards.ecommerce.title')}</HiddenTitle>
      <CardGrid>
        <Cell $span={4} $stretch>
          <MedalGreeting />
        </Cell>
        <Cell $span={8} $stretch>
          <Statistics />
        </Cell>
        <Cell $span={4}>
          <Stack>
            <OrdersBarChart />
            <ProfitLineChart />
          </Stack>
          <Earnings />
        </Cell>
        <Cell $span={8}>
          <RevenueReport />
        </Cell>
        <Cell $span={8}>
          <CompanyTable />
        </Cell>
        <Cell $span={4}>
          <Meetup />
        </Cell>
        <Cell $span={4}>
          <BrowserStates />
        </Cell>
        <Cell $span={4}>
          <GoalOverview />
        </Cell>
        <Cell $span={4}>
          <Transactions />
        </Cell>
      </CardGrid>
    </>
  );
}
