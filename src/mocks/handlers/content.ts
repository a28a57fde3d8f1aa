import { http } from 'msw';
import { lazy } from '../lazy';

const content = () => import('../resolvers/content');

/** SPEC 7, Other data: content pages, autocomplete and cards (the employee table is its own domain). */
export const contentHandlers = [
  http.get('*/profile/data', lazy(content, 'profileResolver')),
  http.get('*/blog/list/data', lazy(content, 'blogListResolver')),
  http.get('*/blog/list/data/sidebar', lazy(content, 'blogSidebarResolver')),
  http.get('*/blog/list/data/detail', lazy(content, 'blogDetailResolver')),
  http.get('*/blog/list/data/edit', lazy(content, 'blogEditResolver')),
  http.get('*/pricing/data', lazy(content, 'pricingResolver')),
  http.get('*/faq/data', lazy(content, 'faqResolver')),
  http.get('*/faq/data/knowledge_base', lazy(content, 'knowledgeBaseResolver')),
  http.get('*/faq/data/category', lazy(content, 'faqCategoriesResolver')),
  http.get('*/faq/data/question', lazy(content, 'faqQuestionResolver')),
  http.get('*/account-setting/data', lazy(content, 'accountSettingsResolver')),
  // Not in SPEC: saving a section of the account settings.
  http.post('*/account-setting/update', lazy(content, 'updateAccountSettingsResolver')),
  http.get('*/api/autocomplete/data', lazy(content, 'autocompleteResolver')),
  http.get('*/card/card-analytics/:name', lazy(content, 'cardAnalyticsResolver')),
  http.get('*/card/card-statistics/:name', lazy(content, 'cardStatisticsResolver')),
  // Not in SPEC: the dashboards' other cards.
  http.get('*/card/card-dashboard/:name', lazy(content, 'cardDashboardResolver')),
];
