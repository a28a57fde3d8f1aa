/**
 * The demo server's service worker, built from serviceWorker.ts to the app's root. A module of its
 * own so the app and the build can name it without loading the demo server.
 */
export const DEMO_WORKER_SCRIPT = 'demoServiceWorker.js';
