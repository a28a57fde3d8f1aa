import { QueryClient } from '@tanstack/react-query';

/**
 * One factory for the app, the stories and the tests. Stories and tests take `{ test: true }`: no
 * retries (an error scenario shows at once) and no cache shared between them.
 */
export function createQueryClient({ test = false }: { test?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: test ? false : 1,
        staleTime: test ? 0 : 30_000,
        refetchOnWindowFocus: !test,
      },
      mutations: { retry: false },
    },
  });
}
