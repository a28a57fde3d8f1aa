import { useTranslation } from 'react-i18next';
import { useAnalytics, useDashboardData, useStatistics } from '../api';
import { dayLabels } from '../data';

/** What the three chart pages draw: the same card data, so the libraries can be compared side by side. */
export function useSources() {
  const { t, i18n } = useTranslation();
  return {
    t,
    lang: i18n.resolvedLanguage,
    /** "Day 1" … "Day n", the statistics series' points. */
    days: (count: number) => dayLabels(count, (n) => t('charts.day', { day: n })),
    traffic: useStatistics('site-traffic'),
    activeUsers: useStatistics('active-users'),
    revenue: useDashboardData('revenue-report'),
    browsers: useDashboardData('browser-states'),
    radar: useDashboardData('sales-radar'),
    samples: useDashboardData('chart-samples'),
    devices: useAnalytics('sessions-device'),
    customers: useAnalytics('customers'),
  };
}
