import type { RouteObject } from 'react-router';
import { loadBasicTablePage, loadBlogListPage } from '../landing';
import { access } from './access';
import { lazyPage } from './lazyPage';

const readPage = { action: 'read', subject: 'Page' } as const;
const loadKnowledgeBase = () => import('@/features/knowledge-base/pages/KnowledgeBasePage');
const loadKnowledgeBaseCategory = () => import('@/features/knowledge-base/pages/KnowledgeBaseCategoryPage');
const loadKnowledgeBaseQuestion = () => import('@/features/knowledge-base/pages/KnowledgeBaseQuestionPage');

/**
 * The content pages anyone signed in may read (read Page): pricing, FAQ, the knowledge base, the
 * licence, the blog, the API keys, the modal examples; and the data tables (read UI, as the demo pages).
 */
export const contentRoutes: RouteObject[] = [
  {
    path: 'pages/pricing',
    ...access(readPage),
    lazy: lazyPage(
      'pricing',
      () => import('@/features/pricing/pages/PricingPage'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: 'pages/faq',
    ...access(readPage),
    lazy: lazyPage(
      'faq',
      () => import('@/features/faq/pages/FaqPage'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: 'pages/license',
    ...access(readPage),
    lazy: lazyPage(
      'license',
      () => import('@/features/license/pages/LicensePage'),
      (m) => m.LicensePage,
    ),
  },
  // The blog: its posts, one post with its comments (no id: the newest), and the editor (its managers only).
  {
    path: 'pages/blog/list',
    ...access(readPage),
    lazy: lazyPage('blog', loadBlogListPage, (m) => m.BlogListPage),
  },
  {
    path: 'pages/blog/detail/:id?',
    ...access(readPage),
    lazy: lazyPage(
      'blog',
      () => import('@/features/blog/pages/BlogDetailPage'),
      (m) => m.BlogDetailPage,
    ),
  },
  {
    path: 'pages/blog/edit/:id?',
    ...access({ action: 'manage', subject: 'Page' }),
    lazy: lazyPage(
      'blog',
      () => import('@/features/blog/pages/BlogEditPage'),
      (m) => m.BlogEditPage,
    ),
  },
  {
    path: 'pages/modal-examples',
    ...access(readPage),
    lazy: lazyPage(
      'modal-examples',
      () => import('@/features/modal-examples/pages/ModalExamplesPage'),
      (m) => m.ModalExamplesPage,
    ),
  },
  {
    path: 'pages/api-key',
    ...access(readPage),
    lazy: lazyPage(
      'api-keys',
      () => import('@/features/api-keys/pages/ApiKeysPage'),
      (m) => m.ApiKeysPage,
    ),
  },
  // The knowledge base: its topics, a topic's articles, one article (by the topic's and the article's slugs).
  {
    path: 'pages/knowledge-base',
    ...access(readPage),
    lazy: lazyPage('knowledge-base', loadKnowledgeBase, (m) => m.KnowledgeBasePage),
  },
  {
    path: 'pages/knowledge-base/:category',
    ...access(readPage),
    lazy: lazyPage('knowledge-base', loadKnowledgeBaseCategory, (m) => m.KnowledgeBaseCategoryPage),
  },
  {
    path: 'pages/knowledge-base/:category/:question',
    ...access(readPage),
    lazy: lazyPage('knowledge-base', loadKnowledgeBaseQuestion, (m) => m.KnowledgeBaseQuestionPage),
  },
  {
    // The employees' table: search, sort, page and page size in the address.
    path: 'datatables/basic',
    ...access({ action: 'read', subject: 'UI' }),
    lazy: lazyPage('datatables', loadBasicTablePage, (m) => m.BasicTablePage),
  },
  {
    // The kit's plain table in every variant, each example with its own source.
    path: 'tables/reactstrap',
    ...access({ action: 'read', subject: 'UI' }),
    lazy: lazyPage(
      'tables',
      () => import('@/features/tables/pages/TablesPage'),
      (m) => m.TablesPage,
    ),
  },
  {
    // Every employee, filtered, sorted, exported and printed on the client; 10,000 rows on demand.
    path: 'datatables/advance',
    ...access({ action: 'read', subject: 'UI' }),
    lazy: lazyPage(
      'datatables',
      () => import('@/features/datatables/pages/AdvancedTablePage'),
      (m) => m.AdvancedTablePage,
    ),
  },
];
