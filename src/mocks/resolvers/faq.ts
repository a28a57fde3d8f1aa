import { HttpResponse, type HttpResponseResolver } from 'msw';
import { faqQuery, faqQuestionQuery } from '@/lib/api/schemas/faq';
import { answerWith, notFound, parseQuery } from '../http';
import * as faq from '../services/faq';

export const knowledgeBaseResolver = answerWith(faq.knowledgeBase);
export const faqCategoriesResolver = answerWith(faq.faqCategories);

export const faqResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, faqQuery);
  return query.ok ? HttpResponse.json(await faq.faqData(query.data.q)) : query.response;
};

export const faqQuestionResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, faqQuestionQuery);
  if (!query.ok) return query.response;
  const found = await faq.faqQuestion(query.data.id);
  return found ? HttpResponse.json(found) : notFound(`Question ${query.data.id}`);
};
