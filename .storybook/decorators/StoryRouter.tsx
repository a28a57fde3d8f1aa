import { createContext, use, useState, type ReactNode } from 'react';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { routes, SHELL_ROUTE_ID } from '../../src/app/router/routes';

/** `parameters.route`: the URL the story opens, e.g. '/apps/user/list?role=editor'. */
export type RouteParameter = string;

const StoryContext = createContext<ReactNode>(null);

function StoryElement() {
  return use(StoryContext);
}

/**
 * The app's route table with the story in place of the screen `url` opens: its path, params and
 * `handle` (who may open it) are the real route's, so AccessGuard decides as it does in the app. The
 * shell around it is left out (the full-app stories show it); every other route is the app's own,
 * so a guard's redirect or a link opens the real screen.
 */
export function storyRoutes(url: string): RouteObject[] {
  const screen = matchRoutes(routes, url)?.at(-1)?.route;
  if (!screen) throw new Error(`parameters.route: no route of the app matches ${url}`);
  const swap = (route: RouteObject): RouteObject => {
    if (route === screen) return { ...route, lazy: undefined, Component: undefined, element: <StoryElement /> };
    const children = route.children?.map(swap);
    if (route.id === SHELL_ROUTE_ID) return { ...route, lazy: undefined, element: <Outlet />, children } as RouteObject;
    return (route.index ? route : { ...route, children }) as RouteObject;
  };
  return routes.map(swap);
}

/**
 * Renders the story through the app's own route table at `parameters.route` (default '/'), guards
 * included: who is signed in (`parameters.session`) decides, as in the app, whether the story shows
 * or the guard sends the reader to sign-in or to "not authorized". The story reaches its route
 * element through context, so args changes re-render without a new router.
 */
export function StoryRouter({ route = '/', children }: { route?: RouteParameter; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter(storyRoutes(route), { initialEntries: [route] }));
  return (
    <StoryContext value={children}>
      <RouterProvider router={router} />
    </StoryContext>
  );
}
