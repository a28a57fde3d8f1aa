// The production build served as `vite preview` serves it, on a free localhost port, and signing in
// through the form as a person does. Used by `size` and `bench:lighthouse`.
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
 * Serves dist/ with Vite's preview server.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startPreview() {
  const port = await freePort();
  const server = await preview({
    logLevel: 'error',
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
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null, null, { timeout: 10_000 });
}
