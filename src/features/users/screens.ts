import { defineScreens, manageUsers } from '@/lib/screens';

// A chunk each: the list does not load the view's tabs and forms.
export const userScreens = defineScreens('users', [
  {
    path: '/apps/user/list',
    access: manageUsers,
    load: () => import('./pages/UsersListPage').then((m) => m.UsersListPage),
    menu: { group: 'apps', order: 70, labelKey: 'nav.users', icon: 'UsersRound' },
  },
  {
    path: '/apps/user/view/:id?',
    access: manageUsers,
    load: () => import('./pages/UserViewPage').then((m) => m.UserViewPage),
    examples: ['/apps/user/view', '/apps/user/view/2', '/apps/user/view/999'],
  },
]);
