import type { FaqCategory, KnowledgeBaseCard, KnowledgeBaseCategory } from '@/lib/api/schemas/faq';
import { byId, notFound, type Flow } from './support';

/** The FAQ and the knowledge base: the lists, one question, one category and one of its articles. */
export const faqFlow: Flow = {
  domains: ['faq'],
  async run(t) {
    await t.check('GET /faq/data', { valid: { query: { q: 'pay' } } });
    const categories = await t.check<FaqCategory[]>('GET /faq/data/category', { valid: {} });
    const question = categories?.[0]?.questions[0]?.id;
    await t.check('GET /faq/data/question', byId({ 'a question from GET /faq/data/category': question }, question));
    const cards = await t.check<KnowledgeBaseCard[]>('GET /faq/data/knowledge_base', { valid: {} });
    await t.check('GET /faq/data/knowledge_base/questions', { valid: { query: { q: 'api' } } });
    const category = cards?.[0]?.category;
    const articles = await t.check<KnowledgeBaseCategory>('GET /faq/data/knowledge_base/categories/:category', {
      needs: { 'a category from GET /faq/data/knowledge_base': category },
      valid: { params: { category: category! } },
      also: [notFound({ params: { category: 'no-such-category' } })],
    });
    const article = articles?.questions[0]?.slug;
    await t.check('GET /faq/data/knowledge_base/categories/:category/questions/:question', {
      needs: { 'an article from GET /faq/data/knowledge_base/categories/:category': article },
      valid: { params: { category: category!, question: article! } },
      also: [notFound({ params: { category: category!, question: 'no-such-question' } })],
    });
  },
};
