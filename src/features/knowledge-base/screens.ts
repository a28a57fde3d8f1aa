import { defineScreens, readPage } from '@/lib/screens';

/** The knowledge base: its topics, a topic's articles, one article (by the topic's and the article's slugs). */
export const knowledgeBaseScreens = defineScreens('knowledge-base', [
  {
    path: '/pages/knowledge-base',
    access: readPage,
    load: () => import('./pages/KnowledgeBasePage').then((m) => m.KnowledgeBasePage),
    menu: { group: 'pages', order: 50, labelKey: 'nav.knowledgeBase', icon: 'BookOpen' },
  },
  {
    path: '/pages/knowledge-base/:category',
    access: readPage,
    load: () => import('./pages/KnowledgeBaseCategoryPage').then((m) => m.KnowledgeBaseCategoryPage),
    examples: ['/pages/knowledge-base/api-questions', '/pages/knowledge-base/no-such-topic'],
  },
  {
    path: '/pages/knowledge-base/:category/:question',
    access: readPage,
    load: () => import('./pages/KnowledgeBaseQuestionPage').then((m) => m.KnowledgeBaseQuestionPage),
    examples: ['/pages/knowledge-base/api-questions/how-do-webhooks-work'],
  },
]);
