import { HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import {
  cardAnalyticsNames,
  cardAnalyticsQuery,
  cardDashboardNames,
  cardStatisticsNames,
  type CardAnalyticsName,
  type CardDashboardName,
  type CardStatisticsName,
} from '@/lib/api/schemas/cards';
import { notFound, parseQuery } from '../http';
import * as cards from '../services/cards';

/** An unknown card is a resource that does not exist: 404, naming the cards there are. */
export const cardAnalyticsResolver: HttpResponseResolver = async ({ params, request }) => {
  const name = String(params.name) as CardAnalyticsName;
  if (!cardAnalyticsNames.includes(name))
    return notFound(`Analytics card '${name}' (cards: ${cardAnalyticsNames.join(', ')})`);
  const query = parseQuery(request, cardAnalyticsQuery);
  return query.ok ? HttpResponse.json(await cards.cardAnalytics(name, query.data.range)) : query.response;
};

/** Beyond the original brief: the dashboards' other cards (docs/demo-api.md, Cards). */
export const cardDashboardResolver: HttpResponseResolver = async ({ params }) => {
  const name = String(params.name) as CardDashboardName;
  return cardDashboardNames.includes(name)
    ? HttpResponse.json((await cards.cardDashboard(name)) as JsonBodyType)
    : notFound(`Dashboard card '${name}' (cards: ${cardDashboardNames.join(', ')})`);
};

export const cardStatisticsResolver: HttpResponseResolver = async ({ params }) => {
  const name = String(params.name) as CardStatisticsName;
  return cardStatisticsNames.includes(name)
    ? HttpResponse.json(await cards.cardStatistics(name))
    : notFound(`Statistics card '${name}' (cards: ${cardStatisticsNames.join(', ')})`);
};
