import { cardsPaths } from '../paths/cards';
import * as cards from '../schemas/cards';
import { ok, invalid, notFound, oneOf, type Endpoint } from './describe';

export const cardsEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: cardsPaths.analytics,
    tag: 'Cards',
    summary: 'An analytics card’s data',
    description:
      'The `range` query is beyond the original brief: the figures counted over the period (tickets, sessions, orders) answer for that span.',
    params: cards.cardAnalyticsPath,
    query: cards.cardAnalyticsQuery,
    responses: {
      ...ok(oneOf(cards.cardAnalytics)),
      ...invalid,
      ...notFound('Card'),
    },
  },
  {
    method: 'get',
    path: cardsPaths.statistics,
    tag: 'Cards',
    summary: 'A statistics card’s data',
    params: cards.cardStatisticsPath,
    responses: {
      ...ok(oneOf(cards.cardStatistics)),
      ...notFound('Card'),
    },
  },
  {
    method: 'get',
    path: cardsPaths.dashboard,
    tag: 'Cards',
    summary: 'A dashboard card’s data',
    description:
      'Beyond the original brief: the dashboards’ other cards (medal, earnings, transactions, meetup, timeline…).',
    params: cards.cardDashboardPath,
    responses: {
      ...ok(oneOf(cards.cardDashboard)),
      ...notFound('Card'),
    },
  },
];
