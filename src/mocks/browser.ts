import { setupWorker } from 'msw/browser';
import { allHandlers } from './index';
import { setLatency } from './lazy';

export const worker = setupWorker(...allHandlers());

/**
 * Starts the demo server in this tab. Calls with no handler go to the real network (SPEC 1).
 * Answers take a few hundred milliseconds, as a real backend's would, so loading states are seen.
 */
export function startDemoServer({ latencyMs = 300 }: { latencyMs?: number } = {}) {
  setLatency(latencyMs);
  return worker.start({
    onUnhandledRequest: 'bypass',
    quiet: import.meta.env.PROD,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
