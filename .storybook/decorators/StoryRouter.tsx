import { createContext, use, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export type RouteParameter = string | { url: string; path: string };

const StoryContext = createContext<ReactNode>(null);

function StoryElement() {
  return use(StoryContext);
}

/**
 * Renders the story inside a memory router at `parameters.route`: a URL, or `{ url, path }` when the
 * story needs route params (`{ url: '/apps/user/view/3', path: '/apps/user/view/:id' }`).
 * The story reaches the route element through context, so args changes re-render without a new router.
 */
export function StoryRouter({ route = '/', children }: { route?: RouteParameter; children: ReactNode }) {
  const { url, path } = typeof route === 'string' ? { url: route, path: '*' } : route;
  const [router] = useState(() => createMemoryRouter([{ path, element: <StoryElement /> }], { initialEntries: [url] }));
  return (
    <StoryContext value={children}>
      <RouterProvider router={router} />
    </StoryContext>
  );
}
