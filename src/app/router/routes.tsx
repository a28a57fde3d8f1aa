import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import type { Screen } from '@/lib/screens';
import { FullPageSpinner } from '../FullPageSpinner';
import { loadShell } from '../landing';
import { screens } from '../screens';
import type { RouteHandle } from './access';
import { AccessGuard } from './AccessGuard';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { registerRoutes } from './routeTable';

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

const fullPage = (screen: Screen) => screen.access === 'public' || screen.access === 'guest';
const inShell = screens.filter((screen) => !fullPage(screen) && !screen.bare);
const outside = screens.filter((screen) => fullPage(screen) || screen.bare);

/**
 * The route table, derived from the screens' declarations (src/app/screens.ts). Shared by main.tsx
 * and the full-app story. AccessGuard enforces who may open each.
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
            // The signed-in shell, and inside it every signed-in screen but the bare ones.
            id: SHELL_ROUTE_ID,
            lazy: () => Promise.all([loadShell(), loadNamespaces('shell')]).then(([m]) => ({ Component: m.Shell })),
            children: inShell.map(routeOf),
          },
          // Full-page screens: sign-in and recovery, the auth demos, the misc pages, the print page.
          { element: <Outlet />, children: outside.map(routeOf) },
        ],
      },
    ],
  },
];

registerRoutes(routes);
