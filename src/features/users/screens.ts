import { UsersRound } from 'lucide';
import { defineScreens, manageUsers } from '@/lib/screens';

const pages = () => import('./pages');

export const userScreens = defineScreens('users', [
  {
    path: '/apps/user/list',
    access: manageUsers,
    load: () => pages().then((m) => m.UsersListPage),
    menu: { group: 'apps', order: 70, labelKey: 'nav.users', icon: UsersRound },
  },
  {
    path: '/apps/user/view/:id?',
    access: manageUsers,
    load: () => pages().then((m) => m.UserViewPage),
    examples: ['/apps/user/view', '/apps/user/view/2', '/apps/user/view/999'],
  },
]);
