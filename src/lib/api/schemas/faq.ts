import * as z from 'zod';
import { idParam } from './common';

/** The FAQ: categories with their questions, search, one question with its answer, and the knowledge base's cards. */
export const faqQuestion = z.object({ id: z.number().int(), question: z.string(), slug: z.string() });
export const faqCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** A lucide icon name and a theme tone. */
  icon: z.string(),
  iconColor: z.string(),
  questions: z.array(faqQuestion),
});
export type FaqCategory = z.infer<typeof faqCategory>;

/** The older FAQ shape: categories keyed by slug, each with its questions and answers. */
export const faqData = z.record(
  z.string(),
  z.object({
    icon: z.string(),
    title: z.string(),
    subtitle: z.string(),
    qandA: z.array(z.object({ question: z.string(), ans: z.string() })),
  }),
);
export type FaqData = z.infer<typeof faqData>;
export const faqQuery = z.object({ q: z.string().trim().max(200, 'must be at most 200 characters').default('') });

/** `/faq/data/question`: one question by id; without `id`, the first. */
export const faqQuestionQuery = z.object({ id: idParam.optional() });
export const faqQuestionDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  lastUpdated: z.string(),
  category: z.object({ slug: z.string(), title: z.string() }),
  relatedQuestions: z.array(z.object({ id: z.number().int(), question: z.string() })),
  /** HTML from data: sanitize before rendering. */
  content: z.string(),
});
export type FaqQuestionDetail = z.infer<typeof faqQuestionDetail>;

export const knowledgeBaseCategories = [
  'sales-automation',
  'marketing-automation',
  'api-questions',
  'personalization',
  'email-marketing',
  'demand-generation',
] as const;
export const knowledgeBaseCard = z.object({
  id: z.number().int(),
  category: z.enum(knowledgeBaseCategories),
  img: z.string(),
  title: z.string(),
  desc: z.string(),
});
export type KnowledgeBaseCard = z.infer<typeof knowledgeBaseCard>;
