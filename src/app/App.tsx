import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/queryClient';
import { AppProviders } from './providers';
import { createAppRouter } from './router/createAppRouter';
import { routes } from './router/routes';

/** The routed app; the full-app story renders the same routes in a memory router. */
export function App() {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter(routes, { basename: import.meta.env.BASE_URL }));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
