import { defineScreens, readDashboard, readUi, type MenuEntry, type Declaration } from '@/lib/screens';

// The two dashboards share their cards: one chunk for both.
const dashboards = () => import('./pages/dashboards');
const galleries = () => import('./pages/CardPages');
const cards = { labelKey: 'nav.cards', icon: 'SquareStack' } satisfies MenuEntry['section'];

/** The dashboards, and the card galleries (every card of the kit, by kind). */
export const cardScreens = defineScreens('cards', [
  {
    path: '/',
    access: readDashboard,
    load: () => dashboards().then((m) => m.EcommerceDashboard),
    landing: true,
    menu: { group: 'dashboards', order: 10, labelKey: 'nav.ecommerce', icon: 'ShoppingBag' },
  },
  {
    path: '/dashboard/analytics',
    access: readDashboard,
    load: () => dashboards().then((m) => m.AnalyticsDashboard),
    landing: true,
    menu: { group: 'dashboards', order: 20, labelKey: 'nav.analytics', icon: 'ChartLine' },
  },
  ...(
    [
      ['basic', 'BasicCardsPage'],
      ['advance', 'AdvanceCardsPage'],
      ['statistics', 'StatisticsCardsPage'],
      ['analytics', 'AnalyticsCardsPage'],
      ['action', 'ActionCardsPage'],
    ] as const
  ).map(([path, name]): Declaration => ({
    path: `/cards/${path}`,
    access: readUi,
    load: () => galleries().then((m) => m[name]),
    menu: {
      group: 'uiElements',
      order: 60,
      labelKey: `nav.cards${path[0]!.toUpperCase()}${path.slice(1)}`,
      icon: 'SquareStack',
      section: cards,
    },
  })),
]);
