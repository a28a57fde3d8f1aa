import { defineScreens, manageUsers } from '@/lib/screens';

/**
 * The roles page, with the users list beneath the roles: a screen of two features (a feature never
 * imports another), declared here with the component that puts them together. `npm run prune`
 * removes it with either feature, and keeping the roles app keeps the users app.
 */
export const roleScreens = defineScreens(
  ['roles', 'users'],
  [
    {
      path: '/apps/roles',
      access: manageUsers,
      load: () => import('./RolesScreen').then((m) => m.RolesScreen),
      menu: { group: 'apps', order: 80, labelKey: 'nav.roles', icon: 'ShieldUser' },
    },
  ],
);
