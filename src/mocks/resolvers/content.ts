import { HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { accountSettingsUpdate } from '@/lib/api/schemas/accountSettings';
import { blogPostQuery } from '@/lib/api/schemas/blog';
import {
  cardAnalyticsNames,
  cardAnalyticsQuery,
  cardDashboardNames,
  cardStatisticsNames,
  type CardAnalyticsName,
  type CardDashboardName,
  type CardStatisticsName,
} from '@/lib/api/schemas/cards';
import { faqQuery, faqQuestionQuery } from '@/lib/api/schemas/faq';
import { notFound, parseBody, parseQuery } from '../http';
import * as content from '../services/content';

const json =
  (read: () => Promise<JsonBodyType>): HttpResponseResolver =>
  async () =>
    HttpResponse.json(await read());

export const profileResolver = json(content.profileData);
export const pricingResolver = json(content.pricingData);
export const accountSettingsResolver = json(content.accountSettings);

export const updateAccountSettingsResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, accountSettingsUpdate);
  if (!body.ok) return body.response;
  return HttpResponse.json(await content.updateAccountSettings(body.data));
};
export const knowledgeBaseResolver = json(content.knowledgeBase);
export const faqCategoriesResolver = json(content.faqCategories);
export const blogListResolver = json(content.blogList);
export const blogSidebarResolver = json(content.blogSidebar);
export const autocompleteResolver = json(async () => ({ autoComplete: await content.autocomplete() }));

export const blogDetailResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, blogPostQuery);
  if (!query.ok) return query.response;
  const found = await content.blogDetail(query.data.id);
  return found ? HttpResponse.json(found) : notFound(`Blog post ${query.data.id}`);
};

export const blogEditResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, blogPostQuery);
  if (!query.ok) return query.response;
  const found = await content.blogEdit(query.data.id);
  return found ? HttpResponse.json(found) : notFound(`Blog post ${query.data.id}`);
};

export const faqResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, faqQuery);
  return query.ok ? HttpResponse.json(await content.faqData(query.data.q)) : query.response;
};

export const faqQuestionResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, faqQuestionQuery);
  if (!query.ok) return query.response;
  const found = await content.faqQuestion(query.data.id);
  return found ? HttpResponse.json(found) : notFound(`Question ${query.data.id}`);
};

/** An unknown card is a resource that does not exist: 404, naming the cards there are. */
export const cardAnalyticsResolver: HttpResponseResolver = async ({ params, request }) => {
  const name = String(params.name) as CardAnalyticsName;
  if (!cardAnalyticsNames.includes(name))
    return notFound(`Analytics card '${name}' (cards: ${cardAnalyticsNames.join(', ')})`);
  const query = parseQuery(request, cardAnalyticsQuery);
  return query.ok ? HttpResponse.json(await content.cardAnalytics(name, query.data.range)) : query.response;
};

/** Not in SPEC: the dashboards' other cards. */
export const cardDashboardResolver: HttpResponseResolver = async ({ params }) => {
  const name = String(params.name) as CardDashboardName;
  return cardDashboardNames.includes(name)
    ? HttpResponse.json((await content.cardDashboard(name)) as JsonBodyType)
    : notFound(`Dashboard card '${name}' (cards: ${cardDashboardNames.join(', ')})`);
};

export const cardStatisticsResolver: HttpResponseResolver = async ({ params }) => {
  const name = String(params.name) as CardStatisticsName;
  return cardStatisticsNames.includes(name)
    ? HttpResponse.json(await content.cardStatistics(name))
    : notFound(`Statistics card '${name}' (cards: ${cardStatisticsNames.join(', ')})`);
};
