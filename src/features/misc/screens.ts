import { defineScreens } from '@/lib/screens';

const misc = () => import('./pages');
const errorPage = () => misc().then((m) => m.ErrorPage);

/** Full-page notices anyone may open, and the page of an unknown address. */
export const miscScreens = defineScreens('misc', [
  {
    path: '/misc/coming-soon',
    access: 'public',
    load: () => misc().then((m) => m.ComingSoonPage),
    menu: { group: 'misc', order: 10, labelKey: 'nav.comingSoon', icon: 'Clock' },
  },
  {
    path: '/misc/not-authorized',
    access: 'public',
    load: () => misc().then((m) => m.NotAuthorizedPage),
    menu: { group: 'misc', order: 20, labelKey: 'nav.notAuthorized', icon: 'Lock' },
  },
  {
    path: '/misc/maintenance',
    access: 'public',
    load: () => misc().then((m) => m.MaintenancePage),
    menu: { group: 'misc', order: 30, labelKey: 'nav.maintenance', icon: 'Wrench' },
  },
  {
    path: '/misc/error',
    access: 'public',
    load: errorPage,
    menu: { group: 'misc', order: 40, labelKey: 'nav.error', icon: 'TriangleAlert' },
  },
  { path: '*', access: 'public', load: errorPage },
]);
