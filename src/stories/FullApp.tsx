import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';

/** The app's own route table in a memory router: the same assembly as main.tsx, for the full-app stories. */
export function FullApp({ route }: { route: string }) {
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: [route] }), [route]);
  return <RouterProvider router={router} />;
}
