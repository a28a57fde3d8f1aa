import { accessControlScreens } from '@/features/access-control/screens';
import { accountSettingsScreens } from '@/features/account-settings/screens';
import { apiKeyScreens } from '@/features/api-keys/screens';
import { authScreens } from '@/features/auth/screens';
import { blogScreens } from '@/features/blog/screens';
import { calendarScreens } from '@/features/calendar/screens';
import { cardScreens } from '@/features/cards/screens';
import { chartScreens } from '@/features/charts/screens';
import { chatScreens } from '@/features/chat/screens';
import { componentScreens } from '@/features/components/screens';
import { datatableScreens } from '@/features/datatables/screens';
import { ecommerceScreens } from '@/features/ecommerce/screens';
import { emailScreens } from '@/features/email/screens';
import { extensionScreens } from '@/features/extensions/screens';
import { faqScreens } from '@/features/faq/screens';
import { formScreens } from '@/features/forms/screens';
import { iconScreens } from '@/features/icons/screens';
import { invoiceScreens } from '@/features/invoices/screens';
import { knowledgeBaseScreens } from '@/features/knowledge-base/screens';
import { licenseScreens } from '@/features/license/screens';
import { miscScreens } from '@/features/misc/screens';
import { modalExampleScreens } from '@/features/modal-examples/screens';
import { pageLayoutScreens } from '@/features/page-layouts/screens';
import { permissionScreens } from '@/features/permissions/screens';
import { pricingScreens } from '@/features/pricing/screens';
import { profileScreens } from '@/features/profile/screens';
import { tableScreens } from '@/features/tables/screens';
import { todoScreens } from '@/features/todo/screens';
import { uiElementScreens } from '@/features/ui-elements/screens';
import { userScreens } from '@/features/users/screens';
import type { Screen } from '@/lib/screens';
import { roleScreens } from './composed/roles';

/**
 * Every screen of the app: each feature's declarations (its `screens.ts`), one line a feature.
 * Removing a feature is deleting its folder and its line here. The router, the menus, the entry's
 * early requests and docs/routes.txt are derived from this list (src/lib/screens.ts).
 */
export const screens: Screen[] = [
  ...authScreens,
  ...miscScreens,
  ...cardScreens,
  ...emailScreens,
  ...chatScreens,
  ...todoScreens,
  ...calendarScreens,
  ...ecommerceScreens,
  ...invoiceScreens,
  ...userScreens,
  ...permissionScreens,
  ...accessControlScreens,
  ...profileScreens,
  ...accountSettingsScreens,
  ...pricingScreens,
  ...faqScreens,
  ...knowledgeBaseScreens,
  ...blogScreens,
  ...apiKeyScreens,
  ...modalExampleScreens,
  ...licenseScreens,
  ...uiElementScreens,
  ...iconScreens,
  ...componentScreens,
  ...extensionScreens,
  ...pageLayoutScreens,
  ...formScreens,
  ...tableScreens,
  ...datatableScreens,
  ...chartScreens,
  ...roleScreens,
];
