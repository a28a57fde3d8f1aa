import { defineScreens, readUi } from '@/lib/screens';

export const datatableScreens = defineScreens('datatables', [
  {
    // The employees' table: search, sort, page and page size in the address.
    path: '/datatables/basic',
    access: readUi,
    load: () => import('./pages/BasicTablePage').then((m) => m.BasicTablePage),
    landing: true,
    menu: { group: 'tables', order: 20, labelKey: 'nav.datatables', icon: 'Table2' },
  },
  {
    // Every employee, filtered, sorted, exported and printed on the client; 10,000 rows on demand.
    path: '/datatables/advance',
    access: readUi,
    load: () => import('./pages/AdvancedTablePage').then((m) => m.AdvancedTablePage),
    menu: { group: 'tables', order: 30, labelKey: 'nav.datatablesAdvanced', icon: 'TableProperties' },
  },
]);
