import { defineScreens, manageUsers } from '@/lib/screens';

// Its words are common's: the roles page's dialogs share them.
export const permissionScreens = defineScreens('common', [
  {
    path: '/apps/permissions',
    access: manageUsers,
    load: () => import('./pages').then((m) => m.PermissionsPage),
    menu: { group: 'apps', order: 90, labelKey: 'nav.permissions', icon: 'KeyRound' },
  },
]);
