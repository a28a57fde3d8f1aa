import { defineScreens, readPage } from '@/lib/screens';

export const pricingScreens = defineScreens('pricing', [
  {
    path: '/pages/pricing',
    access: readPage,
    load: () => import('./pages/PricingPage').then((m) => m.PricingPage),
    menu: { group: 'pages', order: 30, labelKey: 'nav.pricing', icon: 'BadgeDollarSign' },
  },
]);
