import { setupWorker } from 'msw/browser';
import { allHandlers } from './index';

export const worker = setupWorker(...allHandlers());

/** Starts the demo server in this tab. Calls with no handler go to the real network (SPEC 1). */
export function startDemoServer() {
  return worker.start({
    onUnhandledRequest: 'bypass',
    quiet: import.meta.env.PROD,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
