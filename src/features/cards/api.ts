// The cards' data (docs/demo-api.md, Cards): a fetcher, query options and a hook per card family.
// The chart pages draw the same data under the same keys, so a page opened after a dashboard draws at
// once from the cache.
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { cardsPaths } from '@/lib/api/paths/cards';
import { invoicesPaths } from '@/lib/api/paths/invoices';
import { pathTo } from '@/lib/api/paths/pathTo';
import type {
  CardAnalytics,
  CardAnalyticsName,
  CardDashboard,
  CardDashboardName,
  CardRange,
  CardStatistics,
  CardStatisticsName,
} from '@/lib/api/schemas/cards';
import type { InvoicesResponse } from '@/lib/api/schemas/invoices';

/** An analytics card; the cards with a time range ask for that span (last 28 days by default). */
export const fetchAnalyticsCard = <N extends CardAnalyticsName>(name: N, range?: CardRange, signal?: AbortSignal) =>
  api.get<CardAnalytics<N>>(pathTo(cardsPaths.analytics, { name }), { query: range ? { range } : undefined, signal });
export const analyticsCardQuery = <N extends CardAnalyticsName>(name: N, range?: CardRange) =>
  queryOptions({
    queryKey: ['card', 'analytics', name, range ?? 'last-28-days'],
    queryFn: ({ signal }) => fetchAnalyticsCard(name, range, signal),
  });
export const useAnalyticsCard = <N extends CardAnalyticsName>(name: N, range?: CardRange) =>
  // A new range keeps the figures on screen until its own arrive.
  useQuery({ ...analyticsCardQuery(name, range), placeholderData: (previous) => previous });

/** A statistics card: a named series and a figure. */
export const fetchStatisticsCard = <N extends CardStatisticsName>(name: N, signal?: AbortSignal) =>
  api.get<CardStatistics<N>>(pathTo(cardsPaths.statistics, { name }), { signal });
export const statisticsCardQuery = <N extends CardStatisticsName>(name: N) =>
  queryOptions({ queryKey: ['card', 'statistics', name], queryFn: ({ signal }) => fetchStatisticsCard(name, signal) });
export const useStatisticsCard = <N extends CardStatisticsName>(name: N) => useQuery(statisticsCardQuery(name));

/** The dashboards' other cards, and the prices, sessions and ratings the chart demos draw. */
export const fetchDashboardCard = <N extends CardDashboardName>(name: N, signal?: AbortSignal) =>
  api.get<CardDashboard<N>>(pathTo(cardsPaths.dashboard, { name }), { signal });
export const dashboardCardQuery = <N extends CardDashboardName>(name: N) =>
  queryOptions({ queryKey: ['card', 'dashboard', name], queryFn: ({ signal }) => fetchDashboardCard(name, signal) });
export const useDashboardCard = <N extends CardDashboardName>(name: N) => useQuery(dashboardCardQuery(name));

/** The newest invoices, for the analytics dashboard's table (docs/demo-api.md, Invoices). */
export const fetchRecentInvoices = (count: number, signal?: AbortSignal) =>
  api.get<InvoicesResponse>(invoicesPaths.list, {
    query: { perPage: count, sortColumn: 'issuedDate', sort: 'desc' },
    signal,
  });
export const recentInvoicesQuery = (count = 5) =>
  queryOptions({
    queryKey: ['invoices', 'recent', count],
    queryFn: ({ signal }) => fetchRecentInvoices(count, signal),
    select: (answer) => answer.invoices,
  });
export const useRecentInvoices = (count = 5) => useQuery(recentInvoicesQuery(count));
