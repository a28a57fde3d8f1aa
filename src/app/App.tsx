import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/queryClient';
import { AppProviders } from './providers';
import { createAppRouter } from './router/createAppRouter';
import { discoverRoutes, routerRoutes } from './router/routes';

/** The routed app; the full-app story renders the same routes in a memory router. */
export function App() {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() =>
    createAppRouter(routerRoutes, { basename: import.meta.env.BASE_URL, patchRoutesOnNavigation: discoverRoutes }),
  );
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
