import { defineScreens } from '@/lib/screens';

export const accessControlScreens = defineScreens('access-control', [
  {
    path: '/access-control',
    access: { action: 'read', subject: 'ACL' },
    load: () => import('./pages/AccessControlPage').then((m) => m.AccessControlPage),
    menu: { group: 'apps', order: 100, labelKey: 'nav.accessControl', icon: 'ShieldCheck' },
  },
]);
