import * as z from '../zod';
import { idParam } from './common';

/** The FAQ: categories with their questions, search, one question with its answer, and the knowledge base's cards. */
export const faqQuestion = z.object({ id: z.number().check(z.int()), question: z.string(), slug: z.string() });
export const faqCategory = z.object({
  id: z.number().check(z.int()),
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
export const faqQuery = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(200, 'must be at most 200 characters')), ''),
});

/** `/faq/data/question`: one question by id; without `id`, the first. */
export const faqQuestionQuery = z.object({ id: z.optional(idParam) });
export const faqQuestionDetail = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  lastUpdated: z.string(),
  category: z.object({ slug: z.string(), title: z.string() }),
  relatedQuestions: z.array(z.object({ id: z.number().check(z.int()), question: z.string() })),
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
  id: z.number().check(z.int()),
  category: z.enum(knowledgeBaseCategories),
  img: z.string(),
  title: z.string(),
  desc: z.string(),
});
export type KnowledgeBaseCard = z.infer<typeof knowledgeBaseCard>;

/** Beyond the original brief: the knowledge base's articles (docs/demo-api.md, FAQ and knowledge base). */
const kbSlug = (what: string) =>
  z
    .string()
    .check(
      z.maxLength(100, 'must be at most 100 characters'),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `must be a ${what} slug`),
    );
export const knowledgeBaseCategoryPath = z.object({ category: kbSlug('category') });
export const knowledgeBaseQuestionPath = z.object({ category: kbSlug('category'), question: kbSlug('question') });
export const knowledgeBaseSearchQuery = faqQuery;

export const knowledgeBaseArticle = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  title: z.string(),
  lastUpdated: z.string(),
});
export type KnowledgeBaseArticle = z.infer<typeof knowledgeBaseArticle>;

/** A category: its card and its articles. */
export const knowledgeBaseCategory = z.extend(knowledgeBaseCard, { questions: z.array(knowledgeBaseArticle) });
export type KnowledgeBaseCategory = z.infer<typeof knowledgeBaseCategory>;

/** A search: the categories that have matching articles, each with only those. */
export const knowledgeBaseSearchResult = z.array(
  z.object({ category: z.enum(knowledgeBaseCategories), title: z.string(), questions: z.array(knowledgeBaseArticle) }),
);
export type KnowledgeBaseSearchResult = z.infer<typeof knowledgeBaseSearchResult>;

export const knowledgeBaseQuestion = z.extend(knowledgeBaseArticle, {
  category: z.object({ slug: z.enum(knowledgeBaseCategories), title: z.string() }),
  /** The other articles of its category. */
  relatedQuestions: z.array(z.pick(knowledgeBaseArticle, { id: true, slug: true, title: true })),
  /** HTML from data: sanitize before rendering. */
  content: z.string(),
});
export type KnowledgeBaseQuestion = z.infer<typeof knowledgeBaseQuestion>;
