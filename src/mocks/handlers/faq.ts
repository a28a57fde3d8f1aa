import { faqPaths } from '@/lib/api/paths/faq';
import { defineDomain, get } from '../router/domain';

/**
 * The FAQ (search, categories, one question) and the knowledge base (cards; beyond the original brief,
 * its articles searched, by category and one by one).
 */
export const faqHandlers = defineDomain(
  'faq',
  () => import('../resolvers/faq'),
  ['Page'],
  [
    get(faqPaths.data, 'faqResolver'),
    get(faqPaths.knowledgeBase, 'knowledgeBaseResolver'),
    get(faqPaths.categories, 'faqCategoriesResolver'),
    get(faqPaths.question, 'faqQuestionResolver'),
    get(faqPaths.knowledgeBaseSearch, 'knowledgeBaseSearchResolver'),
    get(faqPaths.knowledgeBaseCategory, 'knowledgeBaseCategoryResolver'),
    get(faqPaths.knowledgeBaseQuestion, 'knowledgeBaseQuestionResolver'),
  ],
);
