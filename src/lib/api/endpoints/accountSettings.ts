import { accountSettingsPaths } from '../paths/accountSettings';
import * as accountSettings from '../schemas/accountSettings';
import { ok, invalid, type Endpoint } from './describe';

export const accountSettingsEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: accountSettingsPaths.data,
    tag: 'Pages',
    summary: 'Account settings',
    responses: ok(accountSettings.accountSettings),
  },
  {
    method: 'post',
    path: accountSettingsPaths.update,
    tag: 'Pages',
    summary: 'Save one section of the account settings',
    description:
      'Beyond the original brief. The body holds exactly one of `general`, `info`, `socialLinks` or `notification`, complete; answers the whole settings object.',
    body: accountSettings.accountSettingsUpdate,
    responses: { ...ok(accountSettings.accountSettings), ...invalid },
  },
];
