import type { ReactNode } from 'react';
import type { CardAnalytics, CardAnalyticsName } from '@/lib/api/schemas/cards';
import { useAnalyticsCard } from '../../api';
import { analyticsPlaceholders } from '../../placeholders/analytics';
import { fetchingCard } from '../fetchingCard';
import { useRange } from '../useRange';

type RangeState = ReturnType<typeof useRange>;

/**
 * The analytics card `name` with a time-range menu, fetching its own data: it keeps the range chosen
 * in the menu (the last 28 days at first) and asks the server for that span. `render` passes the
 * range on to the plain card, whose menu shows it.
 */
export function fetchingRangeCard<N extends CardAnalyticsName>(spec: {
  name: N;
  title: string;
  render: (data: CardAnalytics<N>, range: RangeState) => ReactNode;
}) {
  const { name, title, render } = spec;
  const Fetching = fetchingCard({
    title,
    useQuery: ({ range }: RangeState) => useAnalyticsCard(name, range),
    placeholder: analyticsPlaceholders[name],
    render,
  });
  return function RangeCard() {
    return <Fetching {...useRange()} />;
  };
}
