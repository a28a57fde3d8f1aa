import { defineScreens, demoPages } from '@/lib/screens';

/** One page per extension: a library at work, each example with its own source. */
export const extensionScreens = defineScreens(
  'extensions',
  demoPages(
    'extensions',
    { group: 'uiElements', order: 50, section: { labelKey: 'nav.extensions', icon: 'Puzzle' }, prefix: 'ext-' },
    [
      ['sweet-alert', () => import('./sweet-alert/SweetAlertPage').then((m) => m.SweetAlertPage)],
      ['toastr', () => import('./toastr/ToastrPage').then((m) => m.ToastrPage)],
      ['slider', () => import('./slider/SliderPage').then((m) => m.SliderPage)],
      ['drag-and-drop', () => import('./drag-and-drop/DragAndDropPage').then((m) => m.DragAndDropPage)],
      ['tour', () => import('./tour/TourPage').then((m) => m.TourPage)],
      ['clipboard', () => import('./clipboard/ClipboardPage').then((m) => m.ClipboardPage)],
      ['react-player', () => import('./react-player/ReactPlayerPage').then((m) => m.ReactPlayerPage)],
      ['context-menu', () => import('./context-menu/ContextMenuPage').then((m) => m.ContextMenuPage)],
      ['swiper', () => import('./swiper/SwiperPage').then((m) => m.SwiperPage)],
      ['ratings', () => import('./ratings/RatingsPage').then((m) => m.RatingsPage)],
      ['i18n', () => import('./i18n/I18nPage').then((m) => m.I18nPage)],
      ['pagination', () => import('./pagination/PaginationPage').then((m) => m.PaginationPage)],
      ['import', () => import('./import/ImportPage').then((m) => m.ImportPage)],
      ['export', () => import('./export/ExportPage').then((m) => m.ExportPage)],
      ['export-selected', () => import('./export-selected/ExportSelectedPage').then((m) => m.ExportSelectedPage)],
    ],
  ),
);
