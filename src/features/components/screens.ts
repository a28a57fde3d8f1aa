import { defineScreens, demoPages } from '@/lib/screens';

/** One page per component of the kit, in the order of their names, each example with its own source. */
export const componentScreens = defineScreens(
  'components',
  demoPages(
    'components',
    { group: 'uiElements', order: 40, section: { labelKey: 'nav.components', icon: 'Component' } },
    [
      ['accordion', () => import('./accordion/AccordionPage').then((m) => m.AccordionPage)],
      ['alerts', () => import('./alerts/AlertsPage').then((m) => m.AlertsPage)],
      ['auto-complete', () => import('./auto-complete/AutoCompletePage').then((m) => m.AutoCompletePage)],
      ['avatar', () => import('./avatar/AvatarPage').then((m) => m.AvatarPage)],
      ['badges', () => import('./badges/BadgesPage').then((m) => m.BadgesPage)],
      ['blockui', () => import('./blockui/BlockUiPage').then((m) => m.BlockUiPage)],
      ['breadcrumbs', () => import('./breadcrumbs/BreadcrumbsPage').then((m) => m.BreadcrumbsPage)],
      ['buttons', () => import('./buttons/ButtonsPage').then((m) => m.ButtonsPage)],
      ['carousel', () => import('./carousel/CarouselPage').then((m) => m.CarouselPage)],
      ['collapse', () => import('./collapse/CollapsePage').then((m) => m.CollapsePage)],
      ['divider', () => import('./divider/DividerPage').then((m) => m.DividerPage)],
      ['dropdowns', () => import('./dropdowns/DropdownsPage').then((m) => m.DropdownsPage)],
      ['list-group', () => import('./list-group/ListGroupPage').then((m) => m.ListGroupPage)],
      ['modals', () => import('./modals/ModalsPage').then((m) => m.ModalsPage)],
      ['nav-component', () => import('./nav-component/NavComponentPage').then((m) => m.NavComponentPage)],
      ['offcanvas', () => import('./offcanvas/OffcanvasPage').then((m) => m.OffcanvasPage)],
      ['pagination', () => import('./pagination/PaginationPage').then((m) => m.PaginationPage)],
      ['pill-badges', () => import('./pill-badges/PillBadgesPage').then((m) => m.PillBadgesPage)],
      ['pills-component', () => import('./pills-component/PillsComponentPage').then((m) => m.PillsComponentPage)],
      ['popovers', () => import('./popovers/PopoversPage').then((m) => m.PopoversPage)],
      ['progress', () => import('./progress/ProgressPage').then((m) => m.ProgressPage)],
      ['spinners', () => import('./spinners/SpinnersPage').then((m) => m.SpinnersPage)],
      ['tabs-component', () => import('./tabs-component/TabsPage').then((m) => m.TabsPage)],
      ['timeline', () => import('./timeline/TimelinePage').then((m) => m.TimelinePage)],
      ['toasts', () => import('./toasts/ToastsPage').then((m) => m.ToastsPage)],
      ['tooltips', () => import('./tooltips/TooltipsPage').then((m) => m.TooltipsPage)],
    ],
  ),
);
