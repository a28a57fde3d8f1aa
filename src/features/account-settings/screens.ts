import { defineScreens, readPage } from '@/lib/screens';
import { settingsTabs } from './tabs';

export const accountSettingsScreens = defineScreens('account-settings', [
  {
    // One tab per address: /pages/account-settings/general, …/security, …
    path: '/pages/account-settings/:id',
    access: readPage,
    load: () => import('./pages/AccountSettingsPage').then((m) => m.AccountSettingsPage),
    examples: settingsTabs.map((tab) => `/pages/account-settings/${tab}`),
    menu: {
      group: 'pages',
      order: 20,
      labelKey: 'nav.accountSettings',
      icon: 'Settings',
      to: '/pages/account-settings/general',
    },
  },
]);
