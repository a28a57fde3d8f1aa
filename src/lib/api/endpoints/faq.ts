import * as z from 'zod';
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
];
