import { defineScreens, readPage } from '@/lib/screens';

export const licenseScreens = defineScreens('license', [
  {
    path: '/pages/license',
    access: readPage,
    load: () => import('./pages/LicensePage').then((m) => m.LicensePage),
    menu: { group: 'pages', order: 90, labelKey: 'nav.license', icon: 'Scale' },
  },
]);
