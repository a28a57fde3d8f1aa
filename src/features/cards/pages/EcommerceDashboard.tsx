import { useTranslation } from 'react-i18next';
import { GoalOverview } from '../components/AnalyticsCards';
import { CardGrid, Cell, HiddenTitle, Stack } from '../components/CardGrid';
import { BrowserStates, Earnings, MedalGreeting, RevenueReport } from '../components/DashboardCards';
import { CompanyTable, Meetup, Transactions } from '../components/ListCards';
import { OrdersBarChart, ProfitLineChart, Statistics } from '../components/StatisticsCards';

/** `/`: the e-commerce dashboard, every card fetched from the demo server. */
export function EcommerceDashboard() {
  const { t } = useTranslation();
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
