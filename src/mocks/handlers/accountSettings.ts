import { accountSettingsPaths } from '@/lib/api/paths/accountSettings';
import { defineDomain, get, post } from '../router/domain';

/**
 * The account settings, and saving a section of them (beyond the original brief).
 */
export const accountSettingsHandlers = defineDomain(
  'accountSettings',
  () => import('../resolvers/accountSettings'),
  ['Page'],
  [
    get(accountSettingsPaths.data, 'accountSettingsResolver'),
    post(accountSettingsPaths.update, 'updateAccountSettingsResolver'),
  ],
);
