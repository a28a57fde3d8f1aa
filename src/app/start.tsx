import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil } from '@/lib/api/client';
import { hasSession } from '@/lib/auth/session';
import { initI18n, storedLanguage } from '@/lib/i18n';
import { DEMO_WORKER_SCRIPT } from '@/mocks/workerScript';
import { App } from './App';
import { firstScreenPainted } from './boot';
import { unregisterServiceWorkers } from './serviceWorkers';

/**
 * The demo server, a service worker of its own (src/mocks/serviceWorker.ts), or in the page where
 * the browser allows no service worker; built with the demo server off (VITE_DEMO_SERVER=off, the
 * default with a VITE_API_URL), neither: calls go to the backend. It starts once the first screen is
 * painted, so its download does not compete with the first screen's; calls made before it answers
 * wait for it, as they would for a server.
 */
async function startDemoServer(): Promise<void> {
  if (import.meta.env.VITE_DEMO_SERVER === 'off') return unregisterServiceWorkers();
  await firstScreenPainted;
  if (!('serviceWorker' in navigator)) return (await import('@/mocks/pageServer')).startPageServer();
  await unregisterServiceWorkers({ keep: DEMO_WORKER_SCRIPT });
  const { serviceWorker } = navigator;
  await serviceWorker.register(`${import.meta.env.BASE_URL}${DEMO_WORKER_SCRIPT}`);
  const registration = await serviceWorker.ready;
  // A first visit, or a reload that bypassed the cache, starts without the worker: it is asked to
  // take the page over.
  await new Promise<void>((resolve) => {
    serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    if (serviceWorker.controller) resolve();
    else registration.active?.postMessage('claim');
  });
  // The browser stops a worker idle for about 30 s, and the demo data with it: kept alive while open.
  setInterval(() => serviceWorker.controller?.postMessage('keep-alive'), 20_000);
}

let demoServer: Promise<void> | undefined;
const demoServerReady = () => {
  if (!demoServer) {
    demoServer = startDemoServer();
    demoServer.catch((error: unknown) => console.error('The demo server could not start:', error));
  }
  return demoServer;
};

/**
 * index.html has painted the loading screen (main.tsx waited for that). The translations and the
 * first route's chunks load side by side; the demo server comes with the first call, after the first
 * screen is painted, and calls made before it answers wait for it. A visitor who is signed out sees
 * a form first: the demo server also loads when they start using the page.
 */
holdRequestsUntil(demoServerReady);
if (!hasSession())
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    addEventListener(type, () => void demoServerReady(), { once: true, capture: true, passive: true });
void initI18n(storedLanguage());

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser, so the first screen blocks no input.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
