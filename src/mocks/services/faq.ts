import type {
  FaqCategory,
  FaqData,
  FaqQuestionDetail,
  KnowledgeBaseArticle,
  KnowledgeBaseCard,
  KnowledgeBaseCategory,
  KnowledgeBaseQuestion,
  KnowledgeBaseSearchResult,
} from '@/lib/api/schemas/faq';
import { readOnly } from '../data/readOnly';
import { matchesQuery } from './list';

/** The cards, each with its articles (beyond the original brief); the answer is HTML. */
type KnowledgeBaseSource = (KnowledgeBaseCard & { questions: (KnowledgeBaseArticle & { content: string })[] })[];
const knowledgeBaseSource = readOnly<KnowledgeBaseSource>(() => import('../data/seed/knowledgeBase.json'));

/** The cards as the original brief has them, without their articles. */
export async function knowledgeBase(): Promise<KnowledgeBaseCard[]> {
  return (await knowledgeBaseSource()).map(({ id, category, img, title, desc }) => ({
    id,
    category,
    img,
    title,
    desc,
  }));
}

const listed = ({ id, slug, title, lastUpdated }: KnowledgeBaseArticle): KnowledgeBaseArticle => ({
  id,
  slug,
  title,
  lastUpdated,
});

/** The categories with articles whose title holds `q` (ignoring case), each with only those. */
export async function searchKnowledgeBase(q: string): Promise<KnowledgeBaseSearchResult> {
  return (await knowledgeBaseSource()).flatMap((card) => {
    const questions = card.questions.filter((question) => matchesQuery(q, [question.title])).map(listed);
    return questions.length > 0 ? [{ category: card.category, title: card.title, questions }] : [];
  });
}

export async function knowledgeBaseCategory(slug: string): Promise<KnowledgeBaseCategory | undefined> {
  const card = (await knowledgeBaseSource()).find((c) => c.category === slug);
  return card && { ...card, questions: card.questions.map(listed) };
}

/** An article of a category, with the category's other articles; undefined when either is unknown. */
export async function knowledgeBaseQuestion(
  categorySlug: string,
  questionSlug: string,
): Promise<KnowledgeBaseQuestion | undefined> {
  const card = (await knowledgeBaseSource()).find((c) => c.category === categorySlug);
  const question = card?.questions.find((q) => q.slug === questionSlug);
  if (!card || !question) return undefined;
  return {
    ...listed(question),
    category: { slug: card.category, title: card.title },
    relatedQuestions: card.questions
      .filter((q) => q.id !== question.id)
      .map(({ id, slug, title }) => ({ id, slug, title })),
    content: question.content,
  };
}

type FaqSource = {
  categories: (Omit<FaqCategory, 'questions'> & {
    subtitle: string;
    questions: (FaqCategory['questions'][number] & { answer: string; lastUpdated: string })[];
  })[];
};
const faq = readOnly<FaqSource>(() => import('../data/seed/faq.json'));

/** The older shape (docs/demo-api.md, FAQ and knowledge base), keyed by category, keeping only questions whose text matches q. */
export async function faqData(q: string): Promise<FaqData> {
  const entries = (await faq()).categories.flatMap((category) => {
    const qandA = category.questions
      .filter((question) => matchesQuery(q, [question.question]))
      .map((question) => ({ question: question.question, ans: question.answer }));
    return qandA.length > 0
      ? [[category.slug, { icon: category.icon, title: category.title, subtitle: category.subtitle, qandA }] as const]
      : [];
  });
  return Object.fromEntries(entries);
}

export async function faqCategories(): Promise<FaqCategory[]> {
  return (await faq()).categories.map(({ id, slug, title, icon, iconColor, questions }) => ({
    id,
    slug,
    title,
    icon,
    iconColor,
    questions: questions.map(({ id: questionId, question, slug: questionSlug }) => ({
      id: questionId,
      question,
      slug: questionSlug,
    })),
  }));
}

/** A question with its answer as HTML and the other questions of its category. */
export async function faqQuestion(id?: number): Promise<FaqQuestionDetail | undefined> {
  for (const category of (await faq()).categories) {
    const question = id === undefined ? category.questions[0] : category.questions.find((q) => q.id === id);
    if (!question) continue;
    return {
      id: question.id,
      title: question.question,
      lastUpdated: question.lastUpdated,
      category: { slug: category.slug, title: category.title },
      relatedQuestions: category.questions
        .filter((q) => q.id !== question.id)
        .map((q) => ({ id: q.id, question: q.question })),
      content: `<p>${question.answer}</p><p>Still stuck? Our support team answers every message within one working day.</p>`,
    };
  }
  return undefined;
}
