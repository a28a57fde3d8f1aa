import { AvgSessions } from '../components/analytics/AvgSessionsCard';
import { Customers } from '../components/analytics/CustomersCard';
import { GoalOverview } from '../components/analytics/GoalOverviewCard';
import { ProductOrders } from '../components/analytics/ProductOrdersCard';
import { Revenue } from '../components/analytics/RevenueCard';
import { SessionsByDevice } from '../components/analytics/SessionsByDeviceCard';
import { SupportTracker } from '../components/analytics/SupportTrackerCard';
import { CardGrid, Cell } from '../components/CardGrid';
import { BrowserStates } from '../components/dashboard/BrowserStatesCard';
import { Earnings } from '../components/dashboard/EarningsCard';
import { RevenueReport } from '../components/dashboard/RevenueReportCard';
import { SalesRadar } from '../components/dashboard/SalesRadarCard';
import { Gallery } from './gallery/Gallery';

/** `/cards/analytics`: every analytics card (docs/demo-api.md, Cards) and the charted dashboard cards. */
export function AnalyticsCardsPage() {
  return (
    <Gallery page="analytics">
      <CardGrid>
        <Cell $span={6} $stretch>
          <SupportTracker />
        </Cell>
        <Cell $span={6} $stretch>
          <AvgSessions />
        </Cell>
        <Cell $span={12}>
          <RevenueReport />
        </Cell>
        <Cell $span={4}>
          <GoalOverview />
        </Cell>
        <Cell $span={4}>
          <ProductOrders />
        </Cell>
        <Cell $span={4}>
          <SessionsByDevice />
        </Cell>
        <Cell $span={4}>
          <Customers />
        </Cell>
        <Cell $span={4}>
          <Revenue />
        </Cell>
        <Cell $span={4}>
          <Earnings />
        </Cell>
        <Cell $span={6}>
          <SalesRadar />
        </Cell>
        <Cell $span={6}>
          <BrowserStates />
        </Cell>
      </CardGrid>
    </Gallery>
  );
}
