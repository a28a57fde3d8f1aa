import { defineScreens, readUi } from '@/lib/screens';
import { prefetchIconsFile } from './iconsFile';

export const iconScreens = defineScreens('icons', [
  {
    path: '/icons',
    access: readUi,
    // The icons' data downloads beside the page's code, not after it.
    load: () => (prefetchIconsFile(), import('./IconsPage').then((m) => m.IconsPage)),
    menu: { group: 'uiElements', order: 30, labelKey: 'nav.icons', icon: 'LayoutGrid' },
  },
]);
