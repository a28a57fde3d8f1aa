import type { ComponentType } from 'react';
import { Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import type { Screen } from '@/lib/screens';
import { FullPageSpinner } from '../FullPageSpinner';
import { belowBase, loadShell, leadsTo } from '../landing';
import { screens } from '../screens';
import type { RouteHandle } from './access';
import { AccessGuard } from './AccessGuard';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { registerRoutes } from './routeTable';

/**
 * The screens with a route: the declarations, and home's fallback when none is declared at `/` (a
 * starter pruned of the dashboards), which opens the first page of the menu.
 */
const routed: Screen[] = screens.some((screen) => screen.path === '/')
  ? screens
  : [
      ...screens,
      {
        path: '/',
        access: 'signedIn',
        namespace: 'shell',
        load: () => import('./FirstMenuPage').then((m) => m.FirstMenuPage),
      },
    ];

/** The route of the signed-in shell (page stories render their screen without it). */
export const SHELL_ROUTE_ID = 'shell';

/**
 * A screen's route: its code (its own chunk) and its words (its namespace) loaded side by side when it
 * opens, who may open it in its handle.
 */
function routeOf(screen: Screen): RouteObject {
  const handle: RouteHandle = { access: screen.access, layout: screen.layout };
  return {
    path: screen.path,
    handle,
    lazy: async () => {
      // The props are the declaration's own, for its component (`props` in src/lib/screens.ts).
      const [Screen] = (await Promise.all([screen.load(), loadNamespaces(screen.namespace)])) as [
        ComponentType<Record<string, unknown>>,
        void,
      ];
      return { Component: screen.props ? () => <Screen {...screen.props} /> : Screen };
    },
  };
}

/** The route of the full-page screens' group. */
const OUTSIDE_ROUTE_ID = 'outside';
type Group = typeof SHELL_ROUTE_ID | typeof OUTSIDE_ROUTE_ID;

/** The group a screen's route joins, by the group route's id: the shell, or full page (public, guest, bare). */
const groupOf = (screen: Screen): Group =>
  screen.access === 'public' || screen.access === 'guest' || screen.bare ? OUTSIDE_ROUTE_ID : SHELL_ROUTE_ID;

/** The route table's frame, with the screens `children` gives each of its two groups. */
function table(children: (group: Group) => RouteObject[]): RouteObject[] {
  return [
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
              // The signed-in shell, and inside it every signed-in screen but the bare ones.
              id: SHELL_ROUTE_ID,
              lazy: () => Promise.all([loadShell(), loadNamespaces('shell')]).then(([m]) => ({ Component: m.Shell })),
              children: children(SHELL_ROUTE_ID),
            },
            // Full-page screens: sign-in and recovery, the auth demos, the misc pages, the print page.
            { id: OUTSIDE_ROUTE_ID, element: <Outlet />, children: children(OUTSIDE_ROUTE_ID) },
          ],
        },
      ],
    },
  ];
}

/**
 * The route table, derived from the screens' declarations (src/app/screens.ts): the full-app story's,
 * and what the menus ask about (`isRoute`). AccessGuard enforces who may open each.
 */
export const routes: RouteObject[] = table((group) =>
  routed.filter((screen) => groupOf(screen) === group).map(routeOf),
);

registerRoutes(routes);

/** The screens whose path `path` may be (`leadsTo`), and the catch-all, which takes it when none is. */
export function screensAt(path: string): Screen[] {
  const wanted = path.replace(/\/+$/, '').toLowerCase() || '/';
  return routed.filter((screen) => screen.path === '*' || leadsTo(screen, wanted));
}

/**
 * The app's router starts with the table's frame alone, and a screen's route joins it when a path
 * first leads there (React Router's lazy route discovery: `patchRoutesOnNavigation`). With every
 * screen's route from the start, creating the router and matching the first path took about 110 ms
 * of a mid-range phone's main thread, on every page and in one piece (now about 50): React Router
 * matches by compiling each route's pattern, and the table has some 150.
 */
export const routerRoutes: RouteObject[] = table(() => []);

/** The router hands over the whole address: the app's base comes off first. */
export const discoverRoutes: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  for (const screen of screensAt(belowBase(path))) patch(groupOf(screen), [routeOf(screen)]);
};
