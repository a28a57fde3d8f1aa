import { defineScreens, manageUsers } from '@/lib/screens';

export const permissionScreens = defineScreens('permissions', [
  {
    path: '/apps/permissions',
    access: manageUsers,
    load: () => import('./pages').then((m) => m.PermissionsPage),
    menu: { group: 'apps', order: 90, labelKey: 'nav.permissions', icon: 'KeyRound' },
  },
]);
