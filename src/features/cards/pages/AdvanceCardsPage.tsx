import { CardGrid, Cell } from '../components/CardGrid';
import { Greeting } from '../components/dashboard/GreetingCard';
import { MedalGreeting } from '../components/dashboard/MedalCard';
import { AppDesign } from '../components/list/AppDesignCard';
import { CompanyTable } from '../components/list/CompanyTableCard';
import { Meetup } from '../components/list/MeetupCard';
import { RecentInvoices } from '../components/list/RecentInvoicesCard';
import { Timeline } from '../components/list/TimelineCard';
import { Transactions } from '../components/list/TransactionsCard';
import { Gallery } from './gallery/Gallery';

/** `/cards/advance`: the richer cards: greetings, an event, lists, a timeline, a project, tables. */
export function AdvanceCardsPage() {
  return (
    <Gallery page="advance">
      <CardGrid>
        <Cell $span={6} $stretch>
          <Greeting />
        </Cell>
        <Cell $span={6} $stretch>
          <MedalGreeting />
        </Cell>
        <Cell $span={4}>
          <Meetup />
        </Cell>
        <Cell $span={4}>
          <Transactions />
        </Cell>
        <Cell $span={4}>
          <AppDesign />
        </Cell>
        <Cell $span={5}>
          <Timeline />
        </Cell>
        <Cell $span={7}>
          <CompanyTable />
        </Cell>
        <Cell $span={12}>
          <RecentInvoices />
        </Cell>
      </CardGrid>
    </Gallery>
  );
}
