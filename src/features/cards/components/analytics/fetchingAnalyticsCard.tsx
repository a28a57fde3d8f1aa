import type { ReactNode } from 'react';
import type { CardAnalytics, CardAnalyticsName } from '@/lib/api/schemas/cards';
import { useAnalyticsCard } from '../../api';
import { analyticsPlaceholders } from '../../placeholders/analytics';
import { fetchingCard } from '../fetchingCard';

/**
 * The analytics card `name`, fetching its own data (`fetchingCard` with the analytics hook and the
 * card's placeholder): give it the title's translation key and the plain card to draw.
 */
export function fetchingAnalyticsCard<N extends CardAnalyticsName>(spec: {
  name: N;
  title: string;
  render: (data: CardAnalytics<N>) => ReactNode;
}) {
  const { name, title, render } = spec;
  return fetchingCard({
    title,
    useQuery: () => useAnalyticsCard(name),
    placeholder: analyticsPlaceholders[name],
    render,
  });
}
