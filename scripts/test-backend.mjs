// npm run test:backend: the production build made for a real backend (VITE_API_URL), against
// `npm run api`, in Chromium, once per session mode. It walks what a team's first day with its own
// backend walks, on the pages every starter keeps: sign-in, writes the server keeps (a notification
// marked read, another dismissed: the reload shows both), the access token expiring on the server's
// clock (one refresh, then the call again), sign-out, and a session expired on the server, which
// sends the page to sign-in and back (returnTo). Where the app has the users app, its list's search,
// filter and paging, a create and a delete too. With VITE_SESSION=cookie it also checks that no
// script can read the session, and that a forged cookie and a change posted from another site are
// refused.
//   node scripts/test-backend.mjs [bearer|cookie]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, findChromium } from './browser.mjs';
import { DEMO_ADMIN, freePort, signIn, startPreview } from './preview.mjs';
import { routes } from './routes.mjs';
import { loadViteModule } from './viteModule.mjs';

const modes = process.argv.slice(2).filter((arg) => arg === 'bearer' || arg === 'cookie');
const host = '127.0.0.1';
const MINUTE = 60_000;
/** A page every starter keeps (src/features/access-control), in the shell, open to the admin. */
const HOME = '/access-control';
/** The users app, when the app has it: a starter may not. */
const hasUsers = routes.some(({ path }) => path === '/apps/user/list');

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-browser.mjs`.');

/** Fails the run with what was expected and what came. */
function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** The app built for a backend at `apiUrl`, served by Vite's preview on `port`. */
async function serveApp({ apiUrl, session, port, outDir }) {
  process.env.VITE_API_URL = apiUrl;
  process.env.VITE_SESSION = session;
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  return startPreview({ outDir, port });
}

/** The session's cookies, whatever their path. */
const sessionCookies = async (context) =>
  (await context.cookies()).filter((cookie) => cookie.domain === host && cookie.name.startsWith('session'));

/** Resolves with the next answer of the backend to `method path` whose query passes `where`. */
const answerTo = (page, api, method, path, where = () => true) =>
  page.waitForResponse(
    (response) => {
      const url = new URL(response.url());
      return (
        url.origin === api && url.pathname === path && response.request().method() === method && where(url.searchParams)
      );
    },
    { timeout: 30_000 },
  );

/** The navbar's bell, named with the unread count of `GET /api/notifications`. */
const bell = (page, unread) => page.getByRole('button', { name: `Notifications, ${unread} unread`, exact: true });

async function walk({ browser, app, api, session, server }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const calls = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    calls.push({
      origin: url.origin,
      path: url.pathname,
      method: response.request().method(),
      status: response.status(),
    });
  });

  await signIn(page, app);
  console.log(`  signed in`);
  if (session === 'cookie') {
    const seen = await page.evaluate(() => ({ keys: Object.keys(localStorage), cookie: document.cookie }));
    check(
      !seen.keys.includes('accessToken') && !seen.keys.includes('refreshToken'),
      `local storage holds a token: ${seen.keys}`,
    );
    check(!/session/.test(seen.cookie), `a script can read the session cookie: ${seen.cookie}`);
    const cookies = await sessionCookies(context);
    for (const name of ['session', 'session_refresh']) {
      const cookie = cookies.find((c) => c.name === name);
      check(cookie?.httpOnly && cookie.sameSite === 'Lax', `${name}: ${JSON.stringify(cookie)}`);
    }
    console.log('  no token in reach of scripts: HttpOnly, SameSite=Lax cookies');
  }

  // The users app, when there.
  if (hasUsers) {
    // A list with paging, a filter and a search: each a call whose answer the screen shows.
    await page.goto(`${app}/apps/user/list`);
    await page.getByText('Showing 1 to 10 of 50 users').waitFor({ timeout: 30_000 });
    const page2 = answerTo(page, api, 'GET', '/api/users/list/data', (q) => q.get('page') === '2');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page2;
    await page.getByText('Showing 11 to 20 of 50 users').waitFor();
    const filtered = answerTo(page, api, 'GET', '/api/users/list/data', (q) => q.get('role') === 'editor');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    const editors = (await (await filtered).json()).total;
    check(editors > 0 && editors < 50, `editors: ${editors}`);
    await page.getByText(new RegExp(`^Showing 1 to \\d+ of ${editors} users$`)).waitFor();
    const searched = answerTo(page, api, 'GET', '/api/users/list/data', (q) => q.get('q') === 'gmail');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('gmail');
    const found = (await (await searched).json()).total;
    check(found < editors, `the search found ${found} of ${editors}`);
    await page
      .getByText(new RegExp(`^(Showing 1 to \\d+ of ${found} users|No users match)`))
      .first()
      .waitFor();
    console.log(`  users: page 2, ${editors} editors, ${found} of them on gmail`);

    // A create and a delete.
    await page.goto(`${app}/apps/user/list`);
    await page.getByText('Showing 1 to 10 of 50 users').waitFor();
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
    await dialog.getByRole('textbox', { name: 'Username' }).fill('ada.lovelace');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Maintainer' }).click();
    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'Team' }).click();
    const added = answerTo(page, api, 'POST', '/apps/users/add-user');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    check((await added).status() === 201 || (await added).status() === 200, `add-user: ${(await added).status()}`);
    await page.getByText('Showing 1 to 10 of 51 users').waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('ada@example');
    await page.getByRole('link', { name: 'Ada Lovelace', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete Ada Lovelace' }).click();
    const deleted = answerTo(page, api, 'DELETE', '/apps/users/delete');
    await page.getByRole('dialog', { name: 'Delete user?' }).getByRole('button', { name: 'Delete' }).click();
    check((await deleted).ok(), `delete: ${(await deleted).status()}`);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');
    await page.getByText('Showing 1 to 10 of 50 users').waitFor();
    console.log('  users: Ada Lovelace added, found and deleted');
  } else console.log('  users: not in this app, skipped');

  // Writes the server keeps: an unread notification marked read, a read one dismissed.
  const listed = answerTo(page, api, 'GET', '/api/notifications');
  await page.goto(`${app}${HOME}`);
  const notices = await (await listed).json();
  const toRead = notices.notifications.find((n) => !n.read);
  const toDismiss = notices.notifications.find((n) => n.read);
  check(toRead && toDismiss, `notifications: ${JSON.stringify(notices)}`);
  await bell(page, notices.unread).click();
  const read = answerTo(page, api, 'POST', '/api/notifications/read');
  await page.getByRole('button', { name: `Mark “${toRead.title}” as read` }).click();
  check((await read).ok(), `mark read: ${(await read).status()}`);
  await bell(page, notices.unread - 1).waitFor();
  const dismissButton = page.getByRole('button', { name: `Dismiss “${toDismiss.title}”` });
  const dismissed = answerTo(page, api, 'DELETE', '/api/notifications', (q) => q.get('id') === String(toDismiss.id));
  await dismissButton.click();
  check((await dismissed).ok(), `dismiss: ${(await dismissed).status()}`);
  await dismissButton.waitFor({ state: 'detached' });
  const relisted = answerTo(page, api, 'GET', '/api/notifications');
  await page.reload();
  const kept = await (await relisted).json();
  check(
    kept.unread === notices.unread - 1 &&
      kept.notifications.find((n) => n.id === toRead.id)?.read === true &&
      !kept.notifications.some((n) => n.id === toDismiss.id),
    `after the reload: ${JSON.stringify(kept)}`,
  );
  await bell(page, kept.unread).waitFor();
  console.log(`  notifications: “${toRead.title}” marked read, “${toDismiss.title}” dismissed, both kept`);

  // The access token expires on the server's clock: one refresh, then the calls go again.
  server.moveDemoClock(11 * MINUTE);
  const before = calls.length;
  await page.reload();
  await bell(page, kept.unread).waitFor({ timeout: 30_000 });
  // Every refused call repeated: the bell's may come before the others'.
  await page.waitForLoadState('networkidle');
  const after = calls.slice(before).filter((call) => call.origin === api);
  const refreshes = after.filter((call) => call.path === '/jwt/refresh-token');
  check(
    after.some((call) => call.status === 401) && refreshes.length === 1 && refreshes[0].status === 200,
    `after the clock moved 11 minutes: ${JSON.stringify(after)}`,
  );
  const firstRefused = after.findIndex((call) => call.status === 401);
  const retried = after.slice(after.indexOf(refreshes[0])).filter((call) => call.path === after[firstRefused].path);
  check(
    retried.some((call) => call.status === 200),
    `the refused call was not retried: ${JSON.stringify(after)}`,
  );
  check(new URL(page.url()).pathname === HOME, `left the page for ${page.url()}`);
  console.log(`  the access token expired: ${after[firstRefused].path} 401, one refresh, then 200`);

  // Sign-out.
  await page.getByRole('button', { name: /^Account menu of / }).click();
  const loggedOut = session === 'cookie' ? answerTo(page, api, 'POST', '/jwt/logout') : undefined;
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await loggedOut;
  const left = await page.evaluate(() => Object.keys(localStorage));
  check(!left.some((key) => ['accessToken', 'refreshToken', 'userData'].includes(key)), `still stored: ${left}`);
  if (session === 'cookie') {
    const cookies = await sessionCookies(context);
    check(cookies.length === 0, `cookies left after sign-out: ${JSON.stringify(cookies)}`);
  }
  console.log('  signed out');

  // The demo server never loaded: no worker, and every call went to the backend.
  const worker = await page.evaluate(() => navigator.serviceWorker?.controller?.scriptURL ?? null);
  check(worker === null, `a service worker controls the page: ${worker}`);
  const local = calls.filter(
    (call) => call.origin === app && /^\/(api|apps|jwt)\//.test(call.path) && call.method !== 'GET',
  );
  check(local.length === 0, `calls to the app's own origin: ${JSON.stringify(local)}`);
  check(errors.length === 0, `uncaught errors: ${errors.join('; ')}`);
  server.moveDemoClock();
  await context.close();
}

/** A new context signed in as the admin. */
async function signedIn(browser, app) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, app);
  return { context, page };
}

/** Opens HOME and lands on the sign-in page, which names HOME to return to. */
async function landsOnSignIn(page, app) {
  await page.goto(`${app}${HOME}`);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
  check(new URL(page.url()).searchParams.get('returnTo') === HOME, `landed on ${page.url()}`);
}

/**
 * A session expired on the server (the refresh token's 8 hours gone): the page goes to sign-in with
 * its path to return to, the session is forgotten, and signing in again returns there.
 */
async function expiredSession({ browser, app, api, session, server }) {
  const { context, page } = await signedIn(browser, app);
  server.moveDemoClock(9 * 60 * MINUTE);
  try {
    await landsOnSignIn(page, app);
  } finally {
    server.moveDemoClock();
  }
  if (session === 'cookie') check((await sessionCookies(context)).length === 0, 'the expired session kept its cookies');
  const left = await page.evaluate(() => Object.keys(localStorage));
  check(!left.some((key) => ['accessToken', 'refreshToken', 'userData'].includes(key)), `still stored: ${left}`);
  await page.locator('input[type="email"]').fill(DEMO_ADMIN.email);
  await page.locator('input[type="password"]').fill(DEMO_ADMIN.password);
  const home = answerTo(page, api, 'GET', '/api/notifications');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === HOME, { timeout: 30_000 });
  check((await home).ok(), `back on ${HOME}, the notifications answered ${(await home).status()}`);
  console.log(
    `  an expired session (9 hours on): back to sign-in, ${session === 'cookie' ? 'cookies' : 'tokens'} cleared, signed in again: back on ${HOME}`,
  );
  await context.close();
}

/** What a cookie session must refuse: a forged cookie, a change from another site. */
async function refusals({ browser, app, api }) {
  {
    const { context, page } = await signedIn(browser, app);
    const cookies = await sessionCookies(context);
    await context.addCookies(
      cookies.map((cookie) => ({ ...cookie, value: cookie.value.replace(/\.[\w-]+$/, '.Zm9yZ2Vk') })),
    );
    await landsOnSignIn(page, app);
    console.log('  a forged cookie: refused, back to sign-in');
    await context.close();
  }
  {
    const { context, page } = await signedIn(browser, app);
    const unread = () =>
      page.evaluate(
        (url) =>
          fetch(url, { credentials: 'include' })
            .then((response) => response.json())
            .then((answer) => answer.unread),
        `${api}/api/notifications`,
      );
    const before = await unread();
    check(before > 0, `unread notifications: ${before}`);
    // Each would mark every notification read.
    const target = `${api}/api/notifications/read`;
    const evil = 'http://evil.test';
    await context.route(`${evil}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title>
          <form method="post" action="${target}"></form>`,
      }),
    );
    const attacker = await context.newPage();
    await attacker.goto(`${evil}/`);
    const byScript = await attacker.evaluate(
      (url) =>
        fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        }).then(
          (response) => `answered ${response.status}`,
          (error) => `blocked: ${error.message}`,
        ),
      target,
    );
    check(byScript.startsWith('blocked'), `a script on another site posted: ${byScript}`);
    const [posted] = await Promise.all([
      attacker.waitForNavigation(),
      attacker.evaluate(() => document.forms[0].submit()),
    ]);
    check(posted?.status() === 403, `a form posted from another site answered ${posted?.status()}`);
    const after = await unread();
    check(after === before, `the notifications were marked read: ${before} unread before, ${after} after`);
    console.log(`  from another site: the script's call ${byScript.split(':')[0]}, the form answered 403`);
    await context.close();
  }
}

const { module: apiModule, close: closeVite } = await loadViteModule('/src/server/apiServer.ts');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const outDir = await mkdtemp(join(tmpdir(), 'atrium-backend-'));
const started = Date.now();
try {
  for (const session of modes.length ? modes : ['bearer', 'cookie']) {
    const [apiPort, appPort] = [await freePort(), await freePort()];
    const app = `http://${host}:${appPort}`;
    const server = await apiModule.startApiServer({ port: apiPort, host, session, origins: [app], log: false });
    const site = await serveApp({ apiUrl: server.url, session, port: appPort, outDir });
    const context = { browser, app, api: server.url, session, server: apiModule };
    console.log(`${session} sessions: the app on ${app}, npm run api on ${server.url}`);
    try {
      await walk(context);
      await expiredSession(context);
      if (session === 'cookie') await refusals(context);
    } finally {
      await site.close();
      await server.close();
    }
  }
  console.log(`test:backend passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await browser.close();
  await closeVite();
  await rm(outDir, { recursive: true, force: true });
}
