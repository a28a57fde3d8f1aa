import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const errorPage = () => import('@/features/misc/pages/ErrorPage').then((m) => ({ Component: m.ErrorPage }));

/**
 * The route table, every screen lazy (its own chunk). Shared by main.tsx and the full-app story.
 * Routes join this table only when their screen works fully.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // The e-commerce dashboard takes `/` when it lands; until then the app opens on the palette.
      { index: true, element: <Navigate to="/colors" replace /> },
      {
        path: 'colors',
        lazy: () => import('@/features/ui-elements/pages/ColorsPage').then((m) => ({ Component: m.ColorsPage })),
      },
      { path: 'misc/error', lazy: errorPage },
      { path: '*', lazy: errorPage },
    ],
  },
];

/** Every concrete path in the table, plus an unknown one, for the full-app story's route control. */
export const routePaths = [
  ...(routes[0]?.children ?? []).flatMap((route) => (route.path && route.path !== '*' ? [`/${route.path}`] : [])),
  '/an/unknown/path',
];
