import type { SetupWorker } from 'msw/browser';
import { allHandlers, servedRoutes } from '../src/mocks';

/**
 * The demo server's endpoints the current story called (or is waiting on), as `METHOD /path` from
 * the route tables (`GET /card/card-statistics/:name`, not each URL). A page story lists what it
 * calls in `parameters.endpoints`; its docs page shows that list, and the story tests check it
 * against this record (`.storybook/vitest.setup.ts`), so the list cannot drift from what the
 * page does.
 */
export const demoServerCalls = new Set<string>();

const endpoint = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Every endpoint the demo server has, as `METHOD /path`. */
export const demoServerEndpoints = new Set(servedRoutes().map(endpoint));

let listening = false;

/** Starts recording the worker's answered requests (once per window). */
export function recordDemoServerCalls(worker: SetupWorker): void {
  if (listening) return;
  listening = true;
  const domains = allHandlers();
  worker.events.on('request:start', ({ request }) => {
    for (const domain of domains) {
      const match = domain.matchRequest(request);
      if (match) {
        demoServerCalls.add(endpoint(match.route));
        return;
      }
    }
  });
}
