import { defineScreens, readUi } from '@/lib/screens';

export const tableScreens = defineScreens('tables', [
  {
    // The kit's plain table in every variant, each example with its own source.
    path: '/tables/reactstrap',
    access: readUi,
    load: () => import('./pages/TablesPage').then((m) => m.TablesPage),
    menu: { group: 'tables', order: 10, labelKey: 'nav.tableStyles', icon: 'Grid3x3' },
  },
]);
