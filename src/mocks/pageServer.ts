import { setupWorker } from 'msw/browser';
import { allHandlers } from './index';
import { setLatency } from './lazy';

/**
 * The demo server in the page, for a browser that gives the app no service worker (a page opened
 * over plain HTTP from another machine, a private window that allows none): msw then answers the
 * page's calls from inside the page (its fallback mode). Loaded only then.
 */
export async function startPageServer(): Promise<void> {
  setLatency(300);
  await setupWorker(...allHandlers()).start({ onUnhandledRequest: 'bypass', quiet: import.meta.env.PROD });
}
