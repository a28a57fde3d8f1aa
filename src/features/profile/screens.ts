import { defineScreens, readPage } from '@/lib/screens';

export const profileScreens = defineScreens('profile', [
  {
    path: '/pages/profile',
    access: readPage,
    load: () => import('./pages/ProfilePage').then((m) => m.ProfilePage),
    menu: { group: 'pages', order: 10, labelKey: 'nav.profile', icon: 'UserRound' },
  },
]);
