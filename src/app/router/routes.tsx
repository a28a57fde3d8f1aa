import { Outlet, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../FullPageSpinner';
import { loadDashboards, loadLoginPage, loadShell } from '../landing';
import type { PageLayout } from '@/features/page-layouts/pages/PageLayoutPage';
import type { LayoutOverride } from '../layouts/layoutSettings';
import { access } from './access';
import { lazyPage } from './lazyPage';
import { communicationRoutes } from './communicationRoutes';
import { contentRoutes } from './contentRoutes';
import { formRoutes } from './formRoutes';
import { showcaseRoutes } from './showcaseRoutes';
import { planningRoutes } from './planningRoutes';
import { invoicePrintRoute, moneyRoutes } from './moneyRoutes';
import { AccessGuard } from './AccessGuard';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { registerRoutes } from './routeTable';

// One chunk per auth page: the sign-in page does not load the sign-up form's checkbox and rules.
const authPages = {
  LoginPage: () => loadLoginPage().then((m) => m.LoginPage),
  RegisterPage: () => import('@/features/auth/pages/RegisterPage').then((m) => m.RegisterPage),
  ForgotPasswordPage: () => import('@/features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ResetPasswordPage: () => import('@/features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  VerifyEmailPage: () => import('@/features/auth/pages/VerifyEmailPage').then((m) => m.VerifyEmailPage),
  TwoStepsPage: () => import('@/features/auth/pages/TwoStepsPage').then((m) => m.TwoStepsPage),
};
const authPage = (name: keyof typeof authPages) => lazyPage('auth', authPages[name], (Screen) => Screen);
const misc = () => import('@/features/misc/pages');
const errorPage = lazyPage('misc', misc, (m) => m.ErrorPage);
const readDashboard = { action: 'read', subject: 'Dashboard' } as const;
const cardGalleries = () => import('@/features/cards/pages/CardPages');
const cardPages = [
  ['basic', 'BasicCardsPage'],
  ['advance', 'AdvanceCardsPage'],
  ['statistics', 'StatisticsCardsPage'],
  ['analytics', 'AnalyticsCardsPage'],
  ['action', 'ActionCardsPage'],
] as const;
// The users, roles and permissions apps: a chunk each. The roles page shows the users list beneath
// the roles: a feature imports no other feature, so the two are put together here.
const manageUsers = { action: 'manage', subject: 'User' } as const;
const users = () => import('@/features/users/pages');
const rolesPage = () =>
  Promise.all([import('@/features/roles/pages'), users()]).then(([roles, { UsersList }]) => () => (
    <roles.RolesPage>
      <UsersList />
    </roles.RolesPage>
  ));
const permissions = () => import('@/features/permissions/pages');
const layoutPages = () => import('@/features/page-layouts/pages/PageLayoutPage');
const readUi = { action: 'read', subject: 'UI' } as const;
/** A page-layout demo: the route fixes the part of the shell's layout it shows. */
const layoutDemo = (layout: PageLayout, fixed: LayoutOverride) => ({
  path: `page-layout/${layout}`,
  handle: { access: readUi, layout: fixed },
  lazy: lazyPage('page-layouts', layoutPages, (m) => () => <m.PageLayoutPage layout={layout} />),
});

/** A demo auth page: the same working form, in the basic or the cover frame. */
const authDemo = (path: string, screen: keyof typeof authPages, variant: 'basic' | 'cover') => ({
  path,
  lazy: lazyPage('auth', authPages[screen], (Screen) => () => <Screen variant={variant} />),
});

/** The route of the signed-in shell (page stories render their screen without it). */
export const SHELL_ROUTE_ID = 'shell';

/**
 * The route table, every screen lazy (its own chunk). Shared by main.tsx and the full-app story.
 * Routes join this table only when their screen works fully. Each declares who may open it
 * (`access.ts`); AccessGuard enforces it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first route's chunks load.
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <AccessGuard />,
        children: [
          {
            // The signed-in shell.
            id: SHELL_ROUTE_ID,
            lazy: lazyPage('shell', loadShell, (m) => m.Shell),
            children: [
              {
                index: true,
                ...access(readDashboard),
                lazy: lazyPage('cards', loadDashboards, (m) => m.EcommerceDashboard),
              },
              {
                path: 'dashboard/analytics',
                ...access(readDashboard),
                lazy: lazyPage('cards', loadDashboards, (m) => m.AnalyticsDashboard),
              },
              {
                path: 'charts/apex',
                ...access(readUi),
                lazy: lazyPage(
                  'charts',
                  () => import('@/features/charts/pages/ApexChartsPage'),
                  (m) => m.ApexChartsPage,
                ),
              },
              {
                path: 'charts/chartjs',
                ...access(readUi),
                lazy: lazyPage(
                  'charts',
                  () => import('@/features/charts/pages/ChartJsPage'),
                  (m) => m.ChartJsPage,
                ),
              },
              {
                path: 'charts/recharts',
                ...access(readUi),
                lazy: lazyPage(
                  'charts',
                  () => import('@/features/charts/pages/RechartsPage'),
                  (m) => m.RechartsPage,
                ),
              },
              ...cardPages.map(([path, name]) => ({
                path: `cards/${path}`,
                ...access(readUi),
                lazy: lazyPage('cards', cardGalleries, (m) => m[name]),
              })),
              ...moneyRoutes,
              ...communicationRoutes,
              ...planningRoutes,
              {
                path: 'apps/user/list',
                ...access(manageUsers),
                lazy: lazyPage('users', users, (m) => m.UsersListPage),
              },
              {
                path: 'apps/user/view/:id?',
                ...access(manageUsers),
                lazy: lazyPage('users', users, (m) => m.UserViewPage),
              },
              {
                path: 'apps/roles',
                ...access(manageUsers),
                lazy: lazyPage('users', rolesPage, (RolesPage) => RolesPage),
              },
              {
                path: 'apps/permissions',
                ...access(manageUsers),
                lazy: lazyPage('common', permissions, (m) => m.PermissionsPage),
              },
              {
                path: 'access-control',
                ...access({ action: 'read', subject: 'ACL' }),
                lazy: lazyPage(
                  'access-control',
                  () => import('@/features/access-control/pages/AccessControlPage'),
                  (m) => m.AccessControlPage,
                ),
              },
              {
                path: 'colors',
                ...access({ action: 'read', subject: 'UI' }),
                lazy: lazyPage(
                  'ui-elements',
                  () => import('@/features/ui-elements/colors/ColorsPage'),
                  (m) => m.ColorsPage,
                ),
              },
              {
                path: 'pages/profile',
                ...access({ action: 'read', subject: 'Page' }),
                lazy: lazyPage(
                  'profile',
                  () => import('@/features/profile/pages/ProfilePage'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'pages/account-settings/:id',
                ...access({ action: 'read', subject: 'Page' }),
                lazy: lazyPage(
                  'account-settings',
                  () => import('@/features/account-settings/pages/AccountSettingsPage'),
                  (m) => m.AccountSettingsPage,
                ),
              },
              ...contentRoutes,
              ...showcaseRoutes,
              ...formRoutes,
              layoutDemo('collapse-menu', { menu: 'vertical', menuHidden: false, collapsed: true }),
              layoutDemo('layout-boxed', { content: 'boxed' }),
              layoutDemo('without-menu', { menuHidden: true }),
              layoutDemo('layout-empty', {}),
            ],
          },
          invoicePrintRoute,
          {
            // Layout blank: signed in, without the shell.
            path: 'page-layout/layout-blank',
            ...access(readUi),
            lazy: lazyPage('page-layouts', layoutPages, (m) => m.BlankLayoutPage),
          },
          {
            // Full-screen pages: sign-in, sign-up, recovery (for signed-out people).
            element: <Outlet />,
            ...access('guest'),
            children: [
              { path: 'login', lazy: authPage('LoginPage') },
              { path: 'register', lazy: authPage('RegisterPage') },
              { path: 'forgot-password', lazy: authPage('ForgotPasswordPage') },
            ],
          },
          {
            // Full-screen pages anyone may open: the auth page demos and the misc pages.
            element: <Outlet />,
            ...access('public'),
            children: [
              authDemo('pages/login-basic', 'LoginPage', 'basic'),
              authDemo('pages/login-cover', 'LoginPage', 'cover'),
              authDemo('pages/register-basic', 'RegisterPage', 'basic'),
              authDemo('pages/register-cover', 'RegisterPage', 'cover'),
              authDemo('pages/forgot-password-basic', 'ForgotPasswordPage', 'basic'),
              authDemo('pages/forgot-password-cover', 'ForgotPasswordPage', 'cover'),
              authDemo('pages/reset-password-basic', 'ResetPasswordPage', 'basic'),
              authDemo('pages/reset-password-cover', 'ResetPasswordPage', 'cover'),
              authDemo('pages/verify-email-basic', 'VerifyEmailPage', 'basic'),
              authDemo('pages/verify-email-cover', 'VerifyEmailPage', 'cover'),
              authDemo('pages/two-steps-basic', 'TwoStepsPage', 'basic'),
              authDemo('pages/two-steps-cover', 'TwoStepsPage', 'cover'),
              { path: 'misc/coming-soon', lazy: lazyPage('misc', misc, (m) => m.ComingSoonPage) },
              { path: 'misc/not-authorized', lazy: lazyPage('misc', misc, (m) => m.NotAuthorizedPage) },
              { path: 'misc/maintenance', lazy: lazyPage('misc', misc, (m) => m.MaintenancePage) },
              { path: 'misc/error', lazy: errorPage },
              { path: '*', lazy: errorPage },
            ],
          },
        ],
      },
    ],
  },
];

registerRoutes(routes);
