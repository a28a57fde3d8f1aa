import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil } from '@/lib/api/client';
import { getAccessToken } from '@/lib/auth/session';
import { initI18n, storedLanguage } from '@/lib/i18n';
import { DEMO_WORKER_SCRIPT } from '@/mocks/workerScript';
import { App } from './App';
import { firstScreenPainted } from './boot';
import { unregisterServiceWorkers } from './serviceWorkers';

/**
 * The demo server in this tab, or, with VITE_API_URL set, no service worker at all: calls then go
 * to that backend and the demo server is never loaded. It starts with the first call, once the
 * first screen is painted: what needs no data (the page's title, the cards' frames) is on screen
 * before msw is fetched and run, and the calls wait for it as they would for a server.
 */
async function startDemoServer(): Promise<void> {
  if (import.meta.env.VITE_API_URL) return unregisterServiceWorkers();
  await firstScreenPainted;
  // msw and the route table are a chunk of their own, fetched while the old workers are cleared.
  const demoServer = import('@/mocks/browser');
  await unregisterServiceWorkers({ keep: DEMO_WORKER_SCRIPT });
  await (await demoServer).startDemoServer();
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
if (!getAccessToken())
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
