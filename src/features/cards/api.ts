import { useQuery } from '@tanstack/react-query';
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

/** SPEC 7: an analytics card; the cards with a time range ask for that span (`range`, not in SPEC). */
export const useAnalyticsCard = <N extends CardAnalyticsName>(name: N, range?: CardRange) =>
  useQuery({
    queryKey: ['card', 'analytics', name, range ?? 'last-28-days'],
    queryFn: ({ signal }) =>
      api.get<CardAnalytics<N>>(pathTo(cardsPaths.analytics, { name }), {
        query: range ? { range } : undefined,
        signal,
      }),
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: (previous) => previous,
  });

/** SPEC 7: a statistics card (a named series, a figure). */
export const useStatisticsCard = <N extends CardStatisticsName>(name: N) =>
  useQuery({
    queryKey: ['card', 'statistics', name],
    queryFn: ({ signal }) => api.get<CardStatistics<N>>(pathTo(cardsPaths.statistics, { name }), { signal }),
  });

/** Not in SPEC: the dashboards' other cards. */
export const useDashboardCard = <N extends CardDashboardName>(name: N) =>
  useQuery({
    queryKey: ['card', 'dashboard', name],
    queryFn: ({ signal }) => api.get<CardDashboard<N>>(pathTo(cardsPaths.dashboard, { name }), { signal }),
  });

/** SPEC 7: the newest invoices, for the analytics dashboard's table. */
export const useRecentInvoices = (count = 5) =>
  useQuery({
    queryKey: ['invoices', 'recent', count],
    queryFn: ({ signal }) =>
      api.get<InvoicesResponse>(invoicesPaths.list, {
        query: { perPage: count, sortColumn: 'issuedDate', sort: 'desc' },
        signal,
      }),
    select: (answer) => answer.invoices,
  });
