import { faqPaths } from '@/lib/api/paths/faq';
import { defineDomain, get } from '../router/domain';

/**
 * The FAQ (search, categories, one question) and the knowledge base.
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
  ],
);
