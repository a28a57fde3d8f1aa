import type { CardAnalyticsName, CardDashboardName, CardRange, CardStatisticsName } from '@/lib/api/schemas/cards';
import { readOnly } from '../data/readOnly';

const analytics = readOnly<Record<CardAnalyticsName, Record<string, unknown>>>(
  () => import('../data/seed/cardAnalytics.json'),
);
const statistics = readOnly<Record<CardStatisticsName, Record<string, unknown>>>(
  () => import('../data/seed/cardStatistics.json'),
);
const dashboardCards = readOnly<Record<CardDashboardName, unknown>>(() => import('../data/seed/cardDashboard.json'));

/**
 * The seed describes the last 28 days. A longer range scales what is counted over the period
 * (tickets, sessions, orders) by its length; rates, shares and times stay as they are.
 */
const rangeDays: Record<CardRange, number> = { 'last-28-days': 28, 'last-month': 31, 'last-year': 365 };
const counted: Partial<Record<CardAnalyticsName, string[]>> = {
  'support-tracker': ['totalTicket', 'newTicket', 'openTicket'],
  'avg-sessions': ['sessions', 'users'],
};

export async function cardAnalytics(name: CardAnalyticsName, range: CardRange = 'last-28-days') {
  const card = (await analytics())[name];
  const factor = rangeDays[range] / rangeDays['last-28-days'];
  if (factor === 1) return card;
  const scale = (n: unknown) => Math.round(Number(n) * factor);
  const scaled: Record<string, unknown> = { ...card };
  for (const key of counted[name] ?? []) scaled[key] = scale(card[key]);
  if (name === 'product-orders') {
    const info = card.chart_info as Record<string, number>;
    scaled.chart_info = Object.fromEntries(Object.entries(info).map(([key, n]) => [key, scale(n)]));
  }
  return scaled;
}

export const cardDashboard = async (name: CardDashboardName) => (await dashboardCards())[name];
export const cardStatistics = async (name: CardStatisticsName) => (await statistics())[name];
