import type { ReactNode } from 'react';
import type { CardDashboard, CardDashboardName } from '@/lib/api/schemas/cards';
import { useDashboardCard } from '../api';
import { dashboardPlaceholders } from '../placeholders/dashboard';
import { fetchingCard } from './fetchingCard';

/**
 * The dashboard card `name` (the dashboards' own cards), fetching its own data (`fetchingCard` with
 * the dashboard hook and the card's placeholder): give it the title's translation key and the plain
 * card to draw.
 */
export function fetchingDashboardCard<N extends Exclude<CardDashboardName, 'chart-samples'>>(spec: {
  name: N;
  title: string;
  render: (data: CardDashboard<N>) => ReactNode;
}) {
  const { name, title, render } = spec;
  return fetchingCard({
    title,
    useQuery: () => useDashboardCard(name),
    placeholder: dashboardPlaceholders[name],
    render,
  });
}
