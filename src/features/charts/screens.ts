import { defineScreens, readUi } from '@/lib/screens';

/** One page per chart library, each loading only its own. */
export const chartScreens = defineScreens('charts', [
  {
    path: '/charts/apex',
    access: readUi,
    load: () => import('./pages/ApexChartsPage').then((m) => m.ApexChartsPage),
    menu: { group: 'charts', order: 10, labelKey: 'nav.apexCharts', icon: 'ChartColumn' },
  },
  {
    path: '/charts/chartjs',
    access: readUi,
    load: () => import('./pages/ChartJsPage').then((m) => m.ChartJsPage),
    menu: { group: 'charts', order: 20, labelKey: 'nav.chartJs', icon: 'ChartPie' },
  },
  {
    path: '/charts/recharts',
    access: readUi,
    load: () => import('./pages/RechartsPage').then((m) => m.RechartsPage),
    menu: { group: 'charts', order: 30, labelKey: 'nav.recharts', icon: 'ChartArea' },
  },
]);
