import * as z from '../zod';
import { cardRanges, type CardRange } from '../cardRanges';

/** The cards' data by family (analytics, statistics, dashboard) and name, and their query options. */
/** The ranges a card can show: last 28 days, last month, last year. */
const lastDays = z.array(z.string());
export const cardAnalytics = {
  'support-tracker': z.object({
    title: z.string(),
    last_days: lastDays,
    totalTicket: z.number(),
    newTicket: z.number(),
    openTicket: z.number(),
    responseTime: z.number(),
  }),
  'avg-sessions': z.object({
    sessions: z.number(),
    last_days: lastDays,
    growth: z.string(),
    goal: z.number(),
    users: z.number(),
    retention: z.number(),
    duration: z.number(),
  }),
  'revenue-report': z.object({ years: z.array(z.string()), price: z.string(), budget: z.string() }),
  'goal-overview': z.object({ completed: z.string(), inProgress: z.string() }),
  revenue: z.object({ thisMonth: z.string(), lastMonth: z.string() }),
  'product-orders': z.object({
    last_days: lastDays,
    chart_info: z.object({ finished: z.number(), pending: z.number(), rejected: z.number() }),
  }),
  'sessions-device': z.object({
    last_days: lastDays,
    chart_info: z.array(
      z.object({ icon: z.string(), name: z.string(), iconColor: z.string(), usage: z.number(), upDown: z.number() }),
    ),
  }),
  customers: z.object({
    listData: z.array(z.object({ icon: z.string(), iconColor: z.string(), text: z.string(), result: z.number() })),
  }),
} as const;
export type CardAnalyticsName = keyof typeof cardAnalytics;
export const cardAnalyticsNames = Object.keys(cardAnalytics) as CardAnalyticsName[];

const chartSeries = z.array(z.object({ name: z.string(), data: z.array(z.number()) }));
const statistic = (figure?: string) =>
  z.object({
    series: chartSeries,
    ...(figure ? { analyticsData: z.object({ [figure]: z.number() }) } : {}),
  });
export const cardStatistics = {
  'orders-bar-chart': z.object({ title: z.string(), statistics: z.string(), series: chartSeries }),
  'profit-line-chart': z.object({ title: z.string(), statistics: z.string(), series: chartSeries }),
  subscribers: statistic('subscribers'),
  revenue: statistic('revenue'),
  sales: statistic('sales'),
  orders: statistic('orders'),
  'site-traffic': statistic(),
  'active-users': statistic(),
  newsletter: statistic(),
} as const;
export type CardStatisticsName = keyof typeof cardStatistics;
export const cardStatisticsNames = Object.keys(cardStatistics) as CardStatisticsName[];

export { cardRanges, type CardRange };
export const cardAnalyticsQuery = z.object({
  range: z._default(z.enum(cardRanges, { error: `must be one of ${cardRanges.join(', ')}` }), 'last-28-days'),
});

const toneName = z.enum(['primary', 'secondary', 'success', 'danger', 'warning', 'info']);
const member = z.object({ name: z.string(), avatar: z.string() });
/** An ISO date-time. */
const isoDate = z.string();

/**
 * Beyond the original brief (docs/demo-api.md, Cards): the dashboards' other cards, so every card on them comes from the demo server and has
 * its loading and error states. Money in dollars; shares and growth in percent.
 */
export const cardDashboard = {
  medal: z.object({ sales: z.number(), target: z.number() }),
  greeting: z.object({ growth: z.number(), badges: z.number().check(z.int()) }),
  statistics: z.object({
    updated: isoDate,
    items: z.array(z.object({ key: z.enum(['sales', 'customers', 'products', 'revenue']), value: z.number() })),
  }),
  earnings: z.object({
    total: z.number(),
    growth: z.number(),
    series: z.array(z.object({ label: z.string(), value: z.number() })),
  }),
  /** Per year (the analytics revenue report's years), March to November. */
  'revenue-report': z.record(
    z.string(),
    z.object({ earning: z.array(z.number()), expense: z.array(z.number()), budget: z.array(z.number()) }),
  ),
  'browser-states': z.array(z.object({ name: z.string(), share: z.number() })),
  transactions: z.array(
    z.object({ title: z.string(), subtitle: z.string(), amount: z.number(), icon: z.string(), tone: toneName }),
  ),
  companies: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      category: z.string(),
      views: z.number().check(z.int()),
      hours: z.number(),
      revenue: z.number(),
      sales: z.number(),
    }),
  ),
  meetup: z.object({
    title: z.string(),
    subtitle: z.string(),
    start: isoDate,
    end: isoDate,
    place: z.string(),
    address: z.string(),
    image: z.string(),
    attendees: z.array(member),
  }),
  timeline: z.array(
    z.object({
      title: z.string(),
      content: z.string(),
      at: isoDate,
      tone: toneName,
      file: z.optional(z.object({ name: z.string(), href: z.string(), icon: z.string() })),
      person: z.optional(z.extend(member, { role: z.string() })),
      people: z.optional(z.array(member)),
    }),
  ),
  /** Labels are months, `YYYY-MM`. */
  'sales-radar': z.object({ labels: z.array(z.string()), series: chartSeries }),
  'app-design': z.object({
    date: isoDate,
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    members: z.array(member),
    due: isoDate,
    budget: z.number(),
    cost: z.number(),
  }),
  /** Data for the chart demo pages: prices by trading day, sessions by weekday and hour, phones by price and rating. */
  'chart-samples': z.object({
    ohlc: z.array(
      z.object({ date: z.string(), open: z.number(), high: z.number(), low: z.number(), close: z.number() }),
    ),
    heatmap: z.object({
      slots: z.array(z.string()),
      /** ISO weekday, 1 (Monday) to 7. */
      rows: z.array(z.object({ weekday: z.number().check(z.int(), z.gte(1), z.lte(7)), values: z.array(z.number()) })),
    }),
    scatter: z.array(z.object({ name: z.string(), points: z.array(z.object({ x: z.number(), y: z.number() })) })),
  }),
} as const;
export type CardDashboardName = keyof typeof cardDashboard;
export const cardDashboardNames = Object.keys(cardDashboard) as CardDashboardName[];
export const cardDashboardPath = z.object({
  name: z.enum(cardDashboardNames, { error: `must be one of ${cardDashboardNames.join(', ')}` }),
});

/** A card's data, by family and name. */
export type CardAnalytics<N extends CardAnalyticsName> = z.infer<(typeof cardAnalytics)[N]>;
export type CardStatistics<N extends CardStatisticsName> = z.infer<(typeof cardStatistics)[N]>;
export type CardDashboard<N extends CardDashboardName> = z.infer<(typeof cardDashboard)[N]>;

export const cardAnalyticsPath = z.object({
  name: z.enum(cardAnalyticsNames, { error: `must be one of ${cardAnalyticsNames.join(', ')}` }),
});
export const cardStatisticsPath = z.object({
  name: z.enum(cardStatisticsNames, { error: `must be one of ${cardStatisticsNames.join(', ')}` }),
});
