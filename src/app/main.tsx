import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, storedLanguage } from '@/lib/i18n';
import { App } from './App';
import { unregisterOtherServiceWorkers } from './serviceWorkers';

/** With VITE_API_URL set, calls go to that backend and the demo server is never loaded. */
async function startDemoServer() {
  if (import.meta.env.VITE_API_URL) return;
  // Its own chunk: the worker and its handlers load before the first render, apart from the app code.
  const { startDemoServer: start } = await import('@/mocks/browser');
  await start();
}

async function boot() {
  await unregisterOtherServiceWorkers();
  await Promise.all([startDemoServer(), initI18n(storedLanguage())]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
