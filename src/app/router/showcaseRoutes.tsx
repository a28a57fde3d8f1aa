import type { RouteObject } from 'react-router';
import { access } from './access';
import { lazyPage } from './lazyPage';

const readUi = { action: 'read', subject: 'UI' } as const;

/**
 * The kit's demo pages (read UI): typography and one page per component, each example with its own
 * source (docs/ARCHITECTURE.md, Demo pages).
 */
export const showcaseRoutes: RouteObject[] = [
  {
    path: 'ui-element',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/ui-elements/typography/TypographyPage'),
      (m) => m.TypographyPage,
    ),
  },
  {
    path: 'icons',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/icons/IconsPage'),
      (m) => m.IconsPage,
    ),
  },
  {
    path: 'components/alerts',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/alerts/AlertsPage'),
      (m) => m.AlertsPage,
    ),
  },
  {
    path: 'components/avatar',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/avatar/AvatarPage'),
      (m) => m.AvatarPage,
    ),
  },
  {
    path: 'components/badges',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/badges/BadgesPage'),
      (m) => m.BadgesPage,
    ),
  },
  {
    path: 'components/breadcrumbs',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/breadcrumbs/BreadcrumbsPage'),
      (m) => m.BreadcrumbsPage,
    ),
  },
  {
    path: 'components/buttons',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/buttons/ButtonsPage'),
      (m) => m.ButtonsPage,
    ),
  },
  {
    path: 'components/pagination',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/pagination/PaginationPage'),
      (m) => m.PaginationPage,
    ),
  },
  {
    path: 'components/pill-badges',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/pill-badges/PillBadgesPage'),
      (m) => m.PillBadgesPage,
    ),
  },
  {
    path: 'components/popovers',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/popovers/PopoversPage'),
      (m) => m.PopoversPage,
    ),
  },
  {
    path: 'components/progress',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/progress/ProgressPage'),
      (m) => m.ProgressPage,
    ),
  },
  {
    path: 'components/spinners',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/spinners/SpinnersPage'),
      (m) => m.SpinnersPage,
    ),
  },
  {
    path: 'components/tooltips',
    ...access(readUi),
    lazy: lazyPage(
      () => import('@/features/components/tooltips/TooltipsPage'),
      (m) => m.TooltipsPage,
    ),
  },
];
