import { useTranslation } from 'react-i18next';
import { months, useFormat } from '@/lib/format';
import { useAnalytics, useDashboardData, useStatistics } from '../api';
import { dayLabels } from '../data';

/** What the three chart pages draw: the same card data, so the libraries can be compared side by side. */
export function useSources() {
  const { t } = useTranslation('charts');
  const format = useFormat();
  return {
    t,
    format,
    /** The revenue report's months in 2020 (March to November), in the reader's language. */
    reportMonths: months('2020-03', 9).map(format.month),
    /** "Day 1" … "Day n", the statistics series' points. */
    days: (count: number) => dayLabels(count, (n) => t('charts.day', { day: n })),
    traffic: useStatistics('site-traffic'),
    activeUsers: useStatistics('active-users'),
    revenue: useDashboardData('revenue-report'),
    browsers: useDashboardData('browser-states'),
    radar: useDashboardData('sales-radar'),
    samples: useDashboardData('chart-samples'),
    devices: useAnalytics('sessions-device'),
  };
}
