import { setupWorker } from 'msw/browser';
import { allHandlers } from './index';
import { setLatency } from './lazy';
import { DEMO_WORKER_SCRIPT } from './workerScript';

export const worker = setupWorker(...allHandlers());

/**
 * msw checks an existing registration for updates and drops the promise; a failed check (the server
 * is down, the worker was just replaced) would surface as an uncaught rejection. The check is only a
 * refresh of a worker that is already running, so a failure is caught here and changes nothing.
 */
async function quietUpdateChecks(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  for (const registration of registrations) {
    // The same registration object is what msw gets from getRegistrations() next.
    registration.update = () => ServiceWorkerRegistration.prototype.update.call(registration).catch(() => registration);
  }
}

/**
 * Starts the demo server in this tab. Calls with no handler go to the real network.
 * Answers take a few hundred milliseconds, as a real backend's would, so loading states are seen.
 */
export async function startDemoServer({ latencyMs = 300 }: { latencyMs?: number } = {}) {
  setLatency(latencyMs);
  await quietUpdateChecks();
  return worker.start({
    onUnhandledRequest: 'bypass',
    quiet: import.meta.env.PROD,
    serviceWorker: { url: `${import.meta.env.BASE_URL}${DEMO_WORKER_SCRIPT}` },
  });
}
