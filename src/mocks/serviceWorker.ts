import { getResponse } from 'msw';
import { allHandlers } from './index';
import { setLatency } from './lazy';

/**
 * The demo server as the app runs it: a service worker that answers the app's API calls itself,
 * with msw's handlers (`getResponse`), the same ones Storybook and the unit tests run in the page or
 * in Node. The page loads none of it: no msw, no route tables, no seed data on its main thread.
 * Built into `demoServiceWorker.js` by `serviceWorkerBuild.ts`. Its data lives while the worker
 * does: the app pings it while a tab is open (a browser stops an idle worker after about 30 s),
 * so changes outlast a reload, and the next visit after every tab closed starts from the seed.
 */

// The few service-worker types used here (the project's types are the page's, `lib: ["DOM"]`).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate' | 'message', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}
const worker = self as unknown as WorkerScope;

const handlers = allHandlers();
// Answers take a few hundred milliseconds, as a real backend's would, so loading states are seen.
setLatency(300);

// A new version takes over at once: the pages it serves hold no state of the worker's.
worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
// The app asks to be taken over when it started without the worker (a reload that bypassed the
// cache), and pings it to keep it alive, for which receiving the message is enough.
worker.addEventListener('message', (event) => {
  if ((event as MessageEvent & ExtendableEvent).data === 'claim') event.waitUntil(worker.clients.claim());
});

// Files are not the demo server's business: a page, script, style, image or font (a non-empty
// `destination`) or a path with a file extension (the locales' JSON) goes straight to the network.
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.destination !== '' || FILE_PATH.test(new URL(request.url).pathname)) return;
  event.respondWith(answer(request));
});

/** The demo server's answer, or, for a call it has no handler for, the real network's. */
async function answer(request: Request): Promise<Response> {
  try {
    return (await getResponse(handlers, request.clone())) ?? fetch(request);
  } catch (error) {
    // A handler that throws is the demo server's bug: said as the API says errors, not a network failure.
    const message = error instanceof Error ? error.message : String(error);
    return Response.json({ error: `The demo server failed: ${message}` }, { status: 500 });
  }
}
