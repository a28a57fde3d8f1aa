import * as z from '../zod';
import { faqPaths } from '../paths/faq';
import * as faq from '../schemas/faq';
import { ok, invalid, notFound, type Endpoint } from './describe';

export const faqEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: faqPaths.data,
    tag: 'Pages',
    summary: 'FAQ by category, filtered by question text',
    query: faq.faqQuery,
    responses: { ...ok(faq.faqData), ...invalid },
  },
  {
    method: 'get',
    path: faqPaths.knowledgeBase,
    tag: 'Pages',
    summary: 'Knowledge-base cards',
    responses: ok(z.array(faq.knowledgeBaseCard)),
  },
  {
    method: 'get',
    path: faqPaths.categories,
    tag: 'Pages',
    summary: 'FAQ categories',
    responses: ok(z.array(faq.faqCategory)),
  },
  {
    method: 'get',
    path: faqPaths.question,
    tag: 'Pages',
    summary: 'One question with its answer and related questions',
    query: faq.faqQuestionQuery,
    responses: { ...ok(faq.faqQuestionDetail), ...invalid, ...notFound('Question') },
  },
  {
    method: 'get',
    path: faqPaths.knowledgeBaseSearch,
    tag: 'Pages',
    summary: 'Knowledge-base articles whose title matches, by category',
    description:
      'Beyond the original brief. `q` keeps the articles whose title holds it, ignoring case (every article without it); categories without a match are left out. Each article has its id, slug, title and last-updated date.',
    query: faq.knowledgeBaseSearchQuery,
    responses: { ...ok(faq.knowledgeBaseSearchResult), ...invalid },
  },
  {
    method: 'get',
    path: faqPaths.knowledgeBaseCategory,
    tag: 'Pages',
    summary: 'One knowledge-base category: its card and its articles',
    description: 'Beyond the original brief. `category` is the card’s `category` (`api-questions`).',
    params: faq.knowledgeBaseCategoryPath,
    responses: { ...ok(faq.knowledgeBaseCategory), ...invalid, ...notFound('Category') },
  },
  {
    method: 'get',
    path: faqPaths.knowledgeBaseQuestion,
    tag: 'Pages',
    summary: 'One knowledge-base article with its answer and the other articles of its category',
    description:
      'Beyond the original brief. The article is named by its category and its slug; the answer is HTML (`content`), to be sanitized before it is shown. 404 when the category or the article is unknown (an article of another category is unknown here).',
    params: faq.knowledgeBaseQuestionPath,
    responses: { ...ok(faq.knowledgeBaseQuestion), ...invalid, ...notFound('Category or question') },
  },
];
