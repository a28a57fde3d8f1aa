/**
 * The FAQ and the knowledge base.
 * What each one takes and answers: docs/demo-api.md, FAQ and knowledge base.
 */
export const faqPaths = {
  data: '/faq/data',
  knowledgeBase: '/faq/data/knowledge_base',
  categories: '/faq/data/category',
  question: '/faq/data/question',
  /** Beyond the original brief: the knowledge base's articles, searched, by category, and one by one. */
  knowledgeBaseSearch: '/faq/data/knowledge_base/questions',
  knowledgeBaseCategory: '/faq/data/knowledge_base/categories/:category',
  knowledgeBaseQuestion: '/faq/data/knowledge_base/categories/:category/questions/:question',
} as const;
