// The production build served as `vite preview` serves it, on a free localhost port, and signing in
// through the form as a person does, and opening a page until it settles. Used by `size`,
// `bench:lighthouse` and `test:app`.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { build, preview } from 'vite';

export const DEMO_ADMIN = { email: 'admin@demo.com', password: 'admin' };

/** Builds into dist/ when there is no build yet (or when `force`); says so either way. */
export async function ensureBuild({ force = false } = {}) {
  if (!force && existsSync('dist/index.html') && existsSync('dist/.vite/manifest.json')) return false;
  console.log(force ? 'Building (vite build)…' : 'No build in dist/: building it first (vite build)…');
  await build({ logLevel: 'error' });
  return true;
}

/** A port nobody listens on right now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Serves dist/ (or `outDir`) with Vite's preview server, on a free port unless given one.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startPreview({ outDir, port } = {}) {
  port ??= await freePort();
  const server = await preview({
    logLevel: 'error',
    ...(outDir && { build: { outDir } }),
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => server.close(),
  };
}

/**
 * Signs in through the sign-in form on a Playwright page, as a person does, and waits for the home
 * page to show. The first visit registers the demo server's service worker.
 */
export async function signIn(page, base, { email, password } = DEMO_ADMIN) {
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"]').fill(email, { timeout: 30_000 });
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  // The user is stored last, with bearer tokens or a cookie session alike.
  await page.waitForFunction(() => localStorage.getItem('userData') !== null, null, { timeout: 10_000 });
}

/**
 * Opens `url` on a new tab of `context` and resolves with the tab once the page settled (`settle`).
 * `onTab` sees the tab before it opens `url`.
 */
export async function openSettled(context, url, { onTab = () => {}, ...options } = {}) {
  const tab = await context.newPage();
  onTab(tab);
  await settle(context, tab, () => tab.goto(url), options);
  return tab;
}

/**
 * Runs `act` (opening a page, or moving inside one) on `tab` of `context`, then waits until the page
 * settled: no request in flight or started for a second, and then the main thread idle, twice in a
 * row with nothing new between. Judged by the page's own work, not by the clock alone, so a busy
 * machine sees the same page. `onRequest` sees each request of the context meanwhile (the tab's,
 * and the worker's on its behalf).
 */
export async function settle(context, tab, act, { onRequest = () => {} } = {}) {
  let started = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = (request) => {
    started += 1;
    inFlight += 1;
    lastActivity = Date.now();
    onRequest(request);
  };
  const done = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  context.on('request', start);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  try {
    await act();
    const deadline = Date.now() + 60_000;
    for (let seen = -1; seen !== started;) {
      if (Date.now() > deadline) throw new Error(`${tab.url()} never settled: requests kept coming for a minute`);
      seen = started;
      while (inFlight > 0 || Date.now() - lastActivity < 1000) await tab.waitForTimeout(100);
      await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
    }
  } finally {
    // A context can hold many tabs: each call counts only the requests made meanwhile.
    context.off('request', start);
    context.off('requestfinished', done);
    context.off('requestfailed', done);
  }
}
