import { defineScreens, readPage } from '@/lib/screens';

export const faqScreens = defineScreens('faq', [
  {
    path: '/pages/faq',
    access: readPage,
    load: () => import('./pages/FaqPage').then((m) => m.FaqPage),
    menu: { group: 'pages', order: 40, labelKey: 'nav.faq', icon: 'CircleHelp' },
  },
]);
