import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { cardsPaths } from '@/lib/api/paths/cards';
import { pathTo } from '@/lib/api/paths/pathTo';
import type {
  CardAnalytics,
  CardAnalyticsName,
  CardDashboard,
  CardDashboardName,
  CardStatistics,
  CardStatisticsName,
} from '@/lib/api/schemas/cards';

/**
 * The chart pages draw the demo server's card data (docs/demo-api.md), asked for under the same keys as the
 * cards, so a page opened after a dashboard draws at once from the cache.
 */
export const useStatistics = <N extends CardStatisticsName>(name: N) =>
  useQuery({
    queryKey: ['card', 'statistics', name],
    queryFn: ({ signal }) => api.get<CardStatistics<N>>(pathTo(cardsPaths.statistics, { name }), { signal }),
  });

export const useAnalytics = <N extends CardAnalyticsName>(name: N) =>
  useQuery({
    queryKey: ['card', 'analytics', name, 'last-28-days'],
    queryFn: ({ signal }) => api.get<CardAnalytics<N>>(pathTo(cardsPaths.analytics, { name }), { signal }),
  });

/** Beyond the original brief: the dashboards' other cards, and the prices, sessions and ratings the demos draw. */
export const useDashboardData = <N extends CardDashboardName>(name: N) =>
  useQuery({
    queryKey: ['card', 'dashboard', name],
    queryFn: ({ signal }) => api.get<CardDashboard<N>>(pathTo(cardsPaths.dashboard, { name }), { signal }),
  });
