import { cardsPaths } from '@/lib/api/paths/cards';
import { defineDomain, get } from '../router/domain';

/**
 * The cards' data. They serve the dashboards and the UI galleries (card and chart pages): either
 * ability reads them. The dashboard family is beyond the original brief.
 */
export const cardsHandlers = defineDomain(
  'cards',
  () => import('../resolvers/cards'),
  ['Dashboard', 'UI'],
  [
    get(cardsPaths.analytics, 'cardAnalyticsResolver'),
    get(cardsPaths.statistics, 'cardStatisticsResolver'),
    get(cardsPaths.dashboard, 'cardDashboardResolver'),
  ],
);
