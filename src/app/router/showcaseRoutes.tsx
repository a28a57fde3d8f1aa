import type { RouteObject } from 'react-router';
import { prefetchIconsFile } from '@/features/icons/iconsFile';
import { demoPages } from './demoPage';

const componentPage = demoPages('components');
const extensionPage = demoPages('extensions');

/**
 * The kit's demo pages (read UI): typography, the icons and one page per component (the menu lists
 * them from src/app/componentPages.ts), each example with its own source (docs/ARCHITECTURE.md,
 * Demo pages).
 */
export const showcaseRoutes: RouteObject[] = [
  demoPages('ui-elements')(
    'ui-element',
    () => import('@/features/ui-elements/typography/TypographyPage'),
    (m) => m.TypographyPage,
  ),
  demoPages('icons')(
    'icons',
    // The icons' data downloads beside the page's code, not after it.
    () => (prefetchIconsFile(), import('@/features/icons/IconsPage')),
    (m) => m.IconsPage,
  ),
  componentPage(
    'components/alerts',
    () => import('@/features/components/alerts/AlertsPage'),
    (m) => m.AlertsPage,
  ),
  componentPage(
    'components/auto-complete',
    () => import('@/features/components/auto-complete/AutoCompletePage'),
    (m) => m.AutoCompletePage,
  ),
  componentPage(
    'components/avatar',
    () => import('@/features/components/avatar/AvatarPage'),
    (m) => m.AvatarPage,
  ),
  componentPage(
    'components/badges',
    () => import('@/features/components/badges/BadgesPage'),
    (m) => m.BadgesPage,
  ),
  componentPage(
    'components/blockui',
    () => import('@/features/components/blockui/BlockUiPage'),
    (m) => m.BlockUiPage,
  ),
  componentPage(
    'components/breadcrumbs',
    () => import('@/features/components/breadcrumbs/BreadcrumbsPage'),
    (m) => m.BreadcrumbsPage,
  ),
  componentPage(
    'components/buttons',
    () => import('@/features/components/buttons/ButtonsPage'),
    (m) => m.ButtonsPage,
  ),
  componentPage(
    'components/dropdowns',
    () => import('@/features/components/dropdowns/DropdownsPage'),
    (m) => m.DropdownsPage,
  ),
  componentPage(
    'components/modals',
    () => import('@/features/components/modals/ModalsPage'),
    (m) => m.ModalsPage,
  ),
  componentPage(
    'components/offcanvas',
    () => import('@/features/components/offcanvas/OffcanvasPage'),
    (m) => m.OffcanvasPage,
  ),
  componentPage(
    'components/pagination',
    () => import('@/features/components/pagination/PaginationPage'),
    (m) => m.PaginationPage,
  ),
  componentPage(
    'components/pill-badges',
    () => import('@/features/components/pill-badges/PillBadgesPage'),
    (m) => m.PillBadgesPage,
  ),
  componentPage(
    'components/popovers',
    () => import('@/features/components/popovers/PopoversPage'),
    (m) => m.PopoversPage,
  ),
  componentPage(
    'components/progress',
    () => import('@/features/components/progress/ProgressPage'),
    (m) => m.ProgressPage,
  ),
  componentPage(
    'components/spinners',
    () => import('@/features/components/spinners/SpinnersPage'),
    (m) => m.SpinnersPage,
  ),
  componentPage(
    'components/tabs-component',
    () => import('@/features/components/tabs-component/TabsPage'),
    (m) => m.TabsPage,
  ),
  componentPage(
    'components/toasts',
    () => import('@/features/components/toasts/ToastsPage'),
    (m) => m.ToastsPage,
  ),
  componentPage(
    'components/tooltips',
    () => import('@/features/components/tooltips/TooltipsPage'),
    (m) => m.TooltipsPage,
  ),
  componentPage(
    'components/accordion',
    () => import('@/features/components/accordion/AccordionPage'),
    (m) => m.AccordionPage,
  ),
  componentPage(
    'components/collapse',
    () => import('@/features/components/collapse/CollapsePage'),
    (m) => m.CollapsePage,
  ),
  componentPage(
    'components/divider',
    () => import('@/features/components/divider/DividerPage'),
    (m) => m.DividerPage,
  ),
  componentPage(
    'components/list-group',
    () => import('@/features/components/list-group/ListGroupPage'),
    (m) => m.ListGroupPage,
  ),
  componentPage(
    'components/nav-component',
    () => import('@/features/components/nav-component/NavComponentPage'),
    (m) => m.NavComponentPage,
  ),
  componentPage(
    'components/pills-component',
    () => import('@/features/components/pills-component/PillsComponentPage'),
    (m) => m.PillsComponentPage,
  ),
  componentPage(
    'components/timeline',
    () => import('@/features/components/timeline/TimelinePage'),
    (m) => m.TimelinePage,
  ),
  componentPage(
    'components/carousel',
    () => import('@/features/components/carousel/CarouselPage'),
    (m) => m.CarouselPage,
  ),
  extensionPage(
    'extensions/sweet-alert',
    () => import('@/features/extensions/sweet-alert/SweetAlertPage'),
    (m) => m.SweetAlertPage,
  ),
  extensionPage(
    'extensions/toastr',
    () => import('@/features/extensions/toastr/ToastrPage'),
    (m) => m.ToastrPage,
  ),
  extensionPage(
    'extensions/slider',
    () => import('@/features/extensions/slider/SliderPage'),
    (m) => m.SliderPage,
  ),
  extensionPage(
    'extensions/clipboard',
    () => import('@/features/extensions/clipboard/ClipboardPage'),
    (m) => m.ClipboardPage,
  ),
  extensionPage(
    'extensions/context-menu',
    () => import('@/features/extensions/context-menu/ContextMenuPage'),
    (m) => m.ContextMenuPage,
  ),
  extensionPage(
    'extensions/ratings',
    () => import('@/features/extensions/ratings/RatingsPage'),
    (m) => m.RatingsPage,
  ),
  extensionPage(
    'extensions/pagination',
    () => import('@/features/extensions/pagination/PaginationPage'),
    (m) => m.PaginationPage,
  ),
  extensionPage(
    'extensions/drag-and-drop',
    () => import('@/features/extensions/drag-and-drop/DragAndDropPage'),
    (m) => m.DragAndDropPage,
  ),
  extensionPage(
    'extensions/tour',
    () => import('@/features/extensions/tour/TourPage'),
    (m) => m.TourPage,
  ),
  extensionPage(
    'extensions/react-player',
    () => import('@/features/extensions/react-player/ReactPlayerPage'),
    (m) => m.ReactPlayerPage,
  ),
  extensionPage(
    'extensions/swiper',
    () => import('@/features/extensions/swiper/SwiperPage'),
    (m) => m.SwiperPage,
  ),
  extensionPage(
    'extensions/i18n',
    () => import('@/features/extensions/i18n/I18nPage'),
    (m) => m.I18nPage,
  ),
  extensionPage(
    'extensions/import',
    () => import('@/features/extensions/import/ImportPage'),
    (m) => m.ImportPage,
  ),
  extensionPage(
    'extensions/export',
    () => import('@/features/extensions/export/ExportPage'),
    (m) => m.ExportPage,
  ),
  extensionPage(
    'extensions/export-selected',
    () => import('@/features/extensions/export-selected/ExportSelectedPage'),
    (m) => m.ExportSelectedPage,
  ),
];
