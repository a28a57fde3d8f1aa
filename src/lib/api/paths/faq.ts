/**
 * The FAQ and the knowledge base.
 * What each one takes and answers: docs/demo-api.md, FAQ and knowledge base.
 */
export const faqPaths = {
  data: '/faq/data',
  knowledgeBase: '/faq/data/knowledge_base',
  categories: '/faq/data/category',
  question: '/faq/data/question',
} as const;
