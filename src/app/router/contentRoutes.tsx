import type { RouteObject } from 'react-router';
import { access } from './access';
import { lazyPage } from './lazyPage';

/** The content pages anyone signed in may read (read Page): pricing, FAQ, the licence. */
export const contentRoutes: RouteObject[] = [
  {
    path: 'pages/pricing',
    ...access({ action: 'read', subject: 'Page' }),
    lazy: lazyPage(
      () => import('@/features/pricing/pages/PricingPage'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: 'pages/faq',
    ...access({ action: 'read', subject: 'Page' }),
    lazy: lazyPage(
      () => import('@/features/faq/pages/FaqPage'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: 'pages/license',
    ...access({ action: 'read', subject: 'Page' }),
    lazy: lazyPage(
      () => import('@/features/license/pages/LicensePage'),
      (m) => m.LicensePage,
    ),
  },
];
