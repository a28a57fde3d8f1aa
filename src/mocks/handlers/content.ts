import { accountSettingsPaths } from '@/lib/api/paths/accountSettings';
import { autocompletePaths } from '@/lib/api/paths/autocomplete';
import { blogPaths } from '@/lib/api/paths/blog';
import { cardsPaths } from '@/lib/api/paths/cards';
import { faqPaths } from '@/lib/api/paths/faq';
import { pricingPaths } from '@/lib/api/paths/pricing';
import { profilePaths } from '@/lib/api/paths/profile';
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
    get(profilePaths.data, 'profileResolver'),
    get(blogPaths.list, 'blogListResolver'),
    get(blogPaths.sidebar, 'blogSidebarResolver'),
    get(blogPaths.detail, 'blogDetailResolver'),
    get(blogPaths.edit, 'blogEditResolver'),
    get(pricingPaths.data, 'pricingResolver'),
    get(faqPaths.data, 'faqResolver'),
    get(faqPaths.knowledgeBase, 'knowledgeBaseResolver'),
    get(faqPaths.categories, 'faqCategoriesResolver'),
    get(faqPaths.question, 'faqQuestionResolver'),
    get(accountSettingsPaths.data, 'accountSettingsResolver'),
    // Beyond the brief: saving a section of the account settings.
    post(accountSettingsPaths.update, 'updateAccountSettingsResolver'),
    get(autocompletePaths.data, 'autocompleteResolver', ['UI']),
    get(cardsPaths.analytics, 'cardAnalyticsResolver', cards),
    get(cardsPaths.statistics, 'cardStatisticsResolver', cards),
    // Beyond the brief: the dashboards' other cards.
    get(cardsPaths.dashboard, 'cardDashboardResolver', cards),
  ],
);
