import { defineScreens, readUi } from '@/lib/screens';

export const iconScreens = defineScreens('icons', [
  {
    path: '/icons',
    access: readUi,
    // The icons' data downloads beside the page's code, not after it. Its fetcher is imported here,
    // not at the top: the declarations come with every page's entry, and it would be one more file
    // each page fetches first. A failure is the page's to show (its own import fails the same way).
    load: () => {
      void import('./iconsFile').then(
        (file) => file.prefetchIconsFile(),
        () => {},
      );
      return import('./IconsPage').then((m) => m.IconsPage);
    },
    menu: { group: 'uiElements', order: 30, labelKey: 'nav.icons', icon: 'LayoutGrid' },
  },
]);
