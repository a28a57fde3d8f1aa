import type { SetupWorker } from 'msw/browser';
import { handlers } from '../src/mocks';

/**
 * The demo server's endpoints the current story called (or is waiting on), as `METHOD /path` from the route tables
 * (`GET /api/users/user/:id`, not each URL). A page story lists what it calls in
 * `parameters.endpoints`; its docs page shows that list, and the story tests check it against this
 * record (`.storybook/vitest.screenshot.ts`), so the list cannot drift from what the page does.
 */
export const demoServerCalls = new Set<string>();

const tables = Object.values(handlers).flatMap((domain) => domain.map((handler) => handler.info.table));

/** Every endpoint the demo server has, as `METHOD /path`. */
export const demoServerEndpoints = new Set(
  tables.flatMap((table) => table.routes.map((route) => `${route.method} ${route.path}`)),
);

let listening = false;

/** Starts recording the worker's answered requests (once per window). */
export function recordDemoServerCalls(worker: SetupWorker): void {
  if (listening) return;
  listening = true;
  worker.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    for (const table of tables) {
      const match = table.match(request.method, pathname);
      if (match) {
        demoServerCalls.add(`${match.route.method} ${match.route.path}`);
        return;
      }
    }
  });
}
