import { defineDomain, get, post } from '../router/domain';

// The cards serve the dashboards and the UI galleries (card and chart pages): either ability reads them.
const cards = ['Dashboard', 'UI'] as const;

/**
 * The content pages (profile, blog, pricing, FAQ, account settings: `Page`), the autocomplete demo
 * (`UI`) and the cards. The employee table is its own domain.
 */
export const contentHandlers = defineDomain(
  'content',
  () => import('../resolvers/content'),
  ['Page'],
  [
    get('/profile/data', 'profileResolver'),
    get('/blog/list/data', 'blogListResolver'),
    get('/blog/list/data/sidebar', 'blogSidebarResolver'),
    get('/blog/list/data/detail', 'blogDetailResolver'),
    get('/blog/list/data/edit', 'blogEditResolver'),
    get('/pricing/data', 'pricingResolver'),
    get('/faq/data', 'faqResolver'),
    get('/faq/data/knowledge_base', 'knowledgeBaseResolver'),
    get('/faq/data/category', 'faqCategoriesResolver'),
    get('/faq/data/question', 'faqQuestionResolver'),
    get('/account-setting/data', 'accountSettingsResolver'),
    // Beyond the brief: saving a section of the account settings.
    post('/account-setting/update', 'updateAccountSettingsResolver'),
    get('/api/autocomplete/data', 'autocompleteResolver', ['UI']),
    get('/card/card-analytics/:name', 'cardAnalyticsResolver', cards),
    get('/card/card-statistics/:name', 'cardStatisticsResolver', cards),
    // Beyond the brief: the dashboards' other cards.
    get('/card/card-dashboard/:name', 'cardDashboardResolver', cards),
  ],
);
