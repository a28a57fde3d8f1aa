import type { ReactNode } from 'react';
import { FetchedDashboardBody } from '../../components/FetchedDashboardBody';
import { TimelineSteps } from '../../components/list/TimelineSteps';
import { TransactionList } from '../../components/list/TransactionList';
import { StatisticsFigures } from '../../components/statistics/StatisticsFigures';

/** The dashboard cards whose content the action cards show. */
export type ActionDemo = 'transactions' | 'timeline' | 'statistics';

const contents: Record<ActionDemo, () => ReactNode> = {
  statistics: () => (
    <FetchedDashboardBody name="statistics" title="cards.action.statistics">
      {(data) => <StatisticsFigures items={data.items} />}
    </FetchedDashboardBody>
  ),
  transactions: () => (
    <FetchedDashboardBody name="transactions" title="cards.action.transactions">
      {(data) => <TransactionList items={data} />}
    </FetchedDashboardBody>
  ),
  timeline: () => (
    <FetchedDashboardBody name="timeline" title="cards.action.timeline">
      {(data) => <TimelineSteps items={data} />}
    </FetchedDashboardBody>
  ),
};

/**
 * What the action card `name` holds: the dashboard card's content without its own frame, fetched, with
 * its loading and error states.
 */
export function ActionContent({ name }: { name: ActionDemo }) {
  return contents[name]();
}
