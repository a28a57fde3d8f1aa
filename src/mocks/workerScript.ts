/**
 * The demo server's service worker, public/demoServiceWorker.js: msw's own worker behind two
 * listeners of ours (files skip the demo server; the worker outlives a reload). A module of its own
 * so the app's entry can name it without loading msw.
 */
export const DEMO_WORKER_SCRIPT = 'demoServiceWorker.js';
