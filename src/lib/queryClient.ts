import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

/** One more try for a failure that may pass (network, 5xx); a 4xx answer would only come again. */
export const retryOnce = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * One factory for the app, the stories and the tests. Stories and tests take `{ test: true }`: no
 * retries (an error scenario shows at once) and no cache shared between them.
 */
export function createQueryClient({ test = false }: { test?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: test ? false : retryOnce,
        staleTime: test ? 0 : 30_000,
        refetchOnWindowFocus: !test,
      },
      mutations: { retry: false },
    },
  });
}
