import type { ReactNode } from 'react';
import type { CardStatistics, CardStatisticsName } from '@/lib/api/schemas/cards';
import { useStatisticsCard } from '../../api';
import { statisticsPlaceholders } from '../../placeholders/analytics';
import { fetchingCard } from '../fetchingCard';

/**
 * The statistics card `name`, fetching its own data (`fetchingCard` with the statistics hook and the
 * card's placeholder): give it the title's translation key and the plain card to draw.
 */
export function fetchingStatisticsCard<N extends CardStatisticsName>(spec: {
  name: N;
  title: string;
  render: (data: CardStatistics<N>) => ReactNode;
}) {
  const { name, title, render } = spec;
  return fetchingCard({
    title,
    useQuery: () => useStatisticsCard(name),
    placeholder: statisticsPlaceholders[name],
    render,
  });
}
