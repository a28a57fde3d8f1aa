import type { CardAnalytics, CardAnalyticsName, CardStatistics, CardStatisticsName } from '@/lib/api/schemas/cards';

/*
 * What the cards draw while their data loads (as a skeleton, nothing of it readable): values of the
 * data's own type and of the demo data's lengths, so a card has its loaded size, lines wrap alike
 * and lists and tables have their loaded number of rows.
 */

export const analyticsPlaceholders: { [N in CardAnalyticsName]: CardAnalytics<N> } = {
  'support-tracker': {
    title: 'Support Tracker',
    last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
    totalTicket: 163,
    newTicket: 29,
    openTicket: 63,
    responseTime: 1,
  },
  'avg-sessions': {
    sessions: 2700,
    last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
    growth: '+5.2%',
    goal: 100000,
    users: 100000,
    retention: 90,
    duration: 1,
  },
  'revenue-report': { years: ['2020', '2019', '2018'], price: '25,852', budget: '56,800' },
  'goal-overview': { completed: '786,617', inProgress: '13,561' },
  revenue: { thisMonth: '86,589', lastMonth: '73,683' },
  'product-orders': {
    last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
    chart_info: { finished: 23043, pending: 14658, rejected: 4758 },
  },
  'sessions-device': {
    last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
    chart_info: [
      { icon: 'monitor', name: 'Desktop', iconColor: 'text-primary', usage: 58.6, upDown: 2 },
      { icon: 'smartphone', name: 'Mobile', iconColor: 'text-warning', usage: 34.9, upDown: 8 },
      { icon: 'tablet', name: 'Tablet', iconColor: 'text-danger', usage: 6.5, upDown: -5 },
    ],
  },
  customers: {
    listData: [
      { icon: 'circle', iconColor: 'text-primary', text: 'New', result: 690 },
      { icon: 'circle', iconColor: 'text-warning', text: 'Returning', result: 258 },
      { icon: 'circle', iconColor: 'text-danger', text: 'Referrals', result: 149 },
    ],
  },
};

export const statisticsPlaceholders: { [N in CardStatisticsName]: CardStatistics<N> } = {
  'orders-bar-chart': { title: 'Orders', statistics: '2,76k', series: [{ name: '2020', data: [26, 74, 37, 29, 43] }] },
  'profit-line-chart': {
    title: 'Profit',
    statistics: '6,24k',
    series: [{ name: 'Profit', data: [5, 40, 49, 59, 38, 13] }],
  },
  subscribers: {
    series: [{ name: 'Subscribers', data: [64, 64, 38, 29, 60, 32, 63] }],
    analyticsData: { subscribers: 92600 },
  },
  revenue: {
    series: [{ name: 'Revenue', data: [532, 713, 524, 868, 767, 665, 669] }],
    analyticsData: { revenue: 97500 },
  },
  sales: { series: [{ name: 'Sales', data: [42, 23, 48, 24, 46, 13, 45] }], analyticsData: { sales: 36000 } },
  orders: { series: [{ name: 'Orders', data: [27, 27, 20, 15, 26, 11, 35] }], analyticsData: { orders: 97500 } },
  'site-traffic': { series: [{ name: 'Traffic Rate', data: [328, 161, 169, 152, 399, 300, 195] }] },
  'active-users': { series: [{ name: 'Active Users', data: [1060, 1485, 1133, 1576, 865, 1359, 1533] }] },
  newsletter: { series: [{ name: 'Newsletter', data: [1745, 1746, 1522, 1749, 1396, 1332, 976] }] },
};
