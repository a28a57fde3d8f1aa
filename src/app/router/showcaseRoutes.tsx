import type { RouteObject } from 'react-router';
import { prefetchIconsFile } from '@/features/icons/iconsFile';
import { demoPage } from './demoPage';

/**
 * The kit's demo pages (read UI): typography, the icons and one page per component (the menu lists
 * them from src/app/componentPages.ts), each example with its own source (docs/ARCHITECTURE.md,
 * Demo pages).
 */
export const showcaseRoutes: RouteObject[] = [
  demoPage(
    'ui-element',
    () => import('@/features/ui-elements/typography/TypographyPage'),
    (m) => m.TypographyPage,
  ),
  demoPage(
    'icons',
    // The icons' data downloads beside the page's code, not after it.
    () => (prefetchIconsFile(), import('@/features/icons/IconsPage')),
    (m) => m.IconsPage,
  ),
  demoPage(
    'components/alerts',
    () => import('@/features/components/alerts/AlertsPage'),
    (m) => m.AlertsPage,
  ),
  demoPage(
    'components/auto-complete',
    () => import('@/features/components/auto-complete/AutoCompletePage'),
    (m) => m.AutoCompletePage,
  ),
  demoPage(
    'components/avatar',
    () => import('@/features/components/avatar/AvatarPage'),
    (m) => m.AvatarPage,
  ),
  demoPage(
    'components/badges',
    () => import('@/features/components/badges/BadgesPage'),
    (m) => m.BadgesPage,
  ),
  demoPage(
    'components/blockui',
    () => import('@/features/components/blockui/BlockUiPage'),
    (m) => m.BlockUiPage,
  ),
  demoPage(
    'components/breadcrumbs',
    () => import('@/features/components/breadcrumbs/BreadcrumbsPage'),
    (m) => m.BreadcrumbsPage,
  ),
  demoPage(
    'components/buttons',
    () => import('@/features/components/buttons/ButtonsPage'),
    (m) => m.ButtonsPage,
  ),
  demoPage(
    'components/dropdowns',
    () => import('@/features/components/dropdowns/DropdownsPage'),
    (m) => m.DropdownsPage,
  ),
  demoPage(
    'components/modals',
    () => import('@/features/components/modals/ModalsPage'),
    (m) => m.ModalsPage,
  ),
  demoPage(
    'components/offcanvas',
    () => import('@/features/components/offcanvas/OffcanvasPage'),
    (m) => m.OffcanvasPage,
  ),
  demoPage(
    'components/pagination',
    () => import('@/features/components/pagination/PaginationPage'),
    (m) => m.PaginationPage,
  ),
  demoPage(
    'components/pill-badges',
    () => import('@/features/components/pill-badges/PillBadgesPage'),
    (m) => m.PillBadgesPage,
  ),
  demoPage(
    'components/popovers',
    () => import('@/features/components/popovers/PopoversPage'),
    (m) => m.PopoversPage,
  ),
  demoPage(
    'components/progress',
    () => import('@/features/components/progress/ProgressPage'),
    (m) => m.ProgressPage,
  ),
  demoPage(
    'components/spinners',
    () => import('@/features/components/spinners/SpinnersPage'),
    (m) => m.SpinnersPage,
  ),
  demoPage(
    'components/tabs-component',
    () => import('@/features/components/tabs-component/TabsPage'),
    (m) => m.TabsPage,
  ),
  demoPage(
    'components/toasts',
    () => import('@/features/components/toasts/ToastsPage'),
    (m) => m.ToastsPage,
  ),
  demoPage(
    'components/tooltips',
    () => import('@/features/components/tooltips/TooltipsPage'),
    (m) => m.TooltipsPage,
  ),
  demoPage(
    'components/accordion',
    () => import('@/features/components/accordion/AccordionPage'),
    (m) => m.AccordionPage,
  ),
  demoPage(
    'components/collapse',
    () => import('@/features/components/collapse/CollapsePage'),
    (m) => m.CollapsePage,
  ),
  demoPage(
    'components/divider',
    () => import('@/features/components/divider/DividerPage'),
    (m) => m.DividerPage,
  ),
  demoPage(
    'components/list-group',
    () => import('@/features/components/list-group/ListGroupPage'),
    (m) => m.ListGroupPage,
  ),
  demoPage(
    'components/nav-component',
    () => import('@/features/components/nav-component/NavComponentPage'),
    (m) => m.NavComponentPage,
  ),
  demoPage(
    'components/pills-component',
    () => import('@/features/components/pills-component/PillsComponentPage'),
    (m) => m.PillsComponentPage,
  ),
  demoPage(
    'components/timeline',
    () => import('@/features/components/timeline/TimelinePage'),
    (m) => m.TimelinePage,
  ),
  demoPage(
    'components/carousel',
    () => import('@/features/components/carousel/CarouselPage'),
    (m) => m.CarouselPage,
  ),
  demoPage(
    'extensions/sweet-alert',
    () => import('@/features/extensions/sweet-alert/SweetAlertPage'),
    (m) => m.SweetAlertPage,
  ),
  demoPage(
    'extensions/toastr',
    () => import('@/features/extensions/toastr/ToastrPage'),
    (m) => m.ToastrPage,
  ),
  demoPage(
    'extensions/slider',
    () => import('@/features/extensions/slider/SliderPage'),
    (m) => m.SliderPage,
  ),
  demoPage(
    'extensions/clipboard',
    () => import('@/features/extensions/clipboard/ClipboardPage'),
    (m) => m.ClipboardPage,
  ),
  demoPage(
    'extensions/context-menu',
    () => import('@/features/extensions/context-menu/ContextMenuPage'),
    (m) => m.ContextMenuPage,
  ),
  demoPage(
    'extensions/ratings',
    () => import('@/features/extensions/ratings/RatingsPage'),
    (m) => m.RatingsPage,
  ),
  demoPage(
    'extensions/pagination',
    () => import('@/features/extensions/pagination/PaginationPage'),
    (m) => m.PaginationPage,
  ),
  demoPage(
    'extensions/drag-and-drop',
    () => import('@/features/extensions/drag-and-drop/DragAndDropPage'),
    (m) => m.DragAndDropPage,
  ),
  demoPage(
    'extensions/tour',
    () => import('@/features/extensions/tour/TourPage'),
    (m) => m.TourPage,
  ),
  demoPage(
    'extensions/react-player',
    () => import('@/features/extensions/react-player/ReactPlayerPage'),
    (m) => m.ReactPlayerPage,
  ),
  demoPage(
    'extensions/swiper',
    () => import('@/features/extensions/swiper/SwiperPage'),
    (m) => m.SwiperPage,
  ),
  demoPage(
    'extensions/i18n',
    () => import('@/features/extensions/i18n/I18nPage'),
    (m) => m.I18nPage,
  ),
  demoPage(
    'extensions/import',
    () => import('@/features/extensions/import/ImportPage'),
    (m) => m.ImportPage,
  ),
  demoPage(
    'extensions/export',
    () => import('@/features/extensions/export/ExportPage'),
    (m) => m.ExportPage,
  ),
  demoPage(
    'extensions/export-selected',
    () => import('@/features/extensions/export-selected/ExportSelectedPage'),
    (m) => m.ExportSelectedPage,
  ),
];
