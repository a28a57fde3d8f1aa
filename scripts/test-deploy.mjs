// npm run test:deploy: the app built for a sub-path (`vite build --base /admin/`) and served as a
// static host serves it, with deploy/nginx.conf's rules: a file if there is one, a path without a
// file extension gets index.html (the SPA fallback), anything else is a 404. In Chromium it signs
// in, then opens deep links and reloads them: pages every starter keeps (`/access-control`, a misc
// page outside the shell) and, when the app has a screen whose path takes parameters, one of its
// examples (from the screens' declarations, src/app/screens.ts). Each passes when its data is on the
// page (the navbar's unread count, from the demo server's `GET /api/notifications`; the misc page's
// words), the demo server's worker controls the page under the sub-path, no response was an error
// (images included), and nothing threw. With --url, the same checks on a host already serving a
// build (your nginx, a preview deploy), at that address's path.
//   node scripts/test-deploy.mjs [--url https://example.com/admin/] [--screenshots <file prefix>]
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, findChromium } from './browser.mjs';
import { DEMO_ADMIN, freePort, settle } from './preview.mjs';
import { withViteModule } from './viteModule.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const host = option('--url');
const screenshots = option('--screenshots');
const BASE = host ? new URL(host).pathname.replace(/\/?$/, '/') : '/admin/';
const words = JSON.parse(await readFile(new URL('../public/locales/en/misc.json', import.meta.url), 'utf8'));

/**
 * The navbar's bell, once the demo server answered `GET /api/notifications`: its name carries the
 * unread count, 0 until the answer comes (the seed has unread notifications).
 */
const unreadCount = (tab) => tab.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });

/**
 * A deep link with parameters, if the app has a screen that takes them: the first signed-in screen
 * in the shell that does, at its example with the most segments (a screen's examples list a record
 * that exists before a missing one, whose 404 would fail the run).
 */
const withParameters = await withViteModule('/src/app/screens.ts', ({ screens }) => {
  const screen = screens.find(
    ({ path, access, bare, examples }) =>
      path.includes('/:') && access !== 'public' && access !== 'guest' && !bare && examples?.length,
  );
  const depth = (path) => path.split('/').length;
  return screen?.examples.reduce((deepest, path) => (depth(path) > depth(deepest) ? path : deepest));
});

/** The deep links (no leading slash: below the base), and what each shows once its data came. */
const deepLinks = [
  { path: 'access-control', name: 'access-control', shows: unreadCount },
  {
    path: 'misc/not-authorized',
    name: 'not-authorized',
    shows: (tab) => tab.getByRole('heading', { name: words.misc.notAuthorized.title }),
  },
  ...(withParameters
    ? [{ path: withParameters.slice(1), name: withParameters.slice(1).replace(/\W+/g, '-'), shows: unreadCount }]
    : []),
];

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * A static host for `root`, where the app lives under BASE. node:http rather than a library: the
 * host's three rules are a few lines, and a library's SPA mode would still need them spelled out.
 */
function staticHost(root) {
  return createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://host').pathname));
    const send = (file) => {
      response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    };
    const isFile = async (file) => (await stat(file).catch(() => undefined))?.isFile();
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (path.startsWith(BASE) && (await isFile(file))) return send(file);
    if (path.startsWith(BASE) && !extname(path)) return send(join(root, BASE, 'index.html'));
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
}

const started = Date.now();
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-browser.mjs`.');
const root = host ? undefined : await mkdtemp(join(tmpdir(), 'test-deploy-'));
const failures = new Set();
let server;
let browser;
try {
  let app = host && new URL(BASE, host).href;
  if (!app) {
    // Built for the demo server, whatever this shell says.
    delete process.env.VITE_API_URL;
    await build({ base: BASE, logLevel: 'error', build: { outDir: join(root, BASE), emptyOutDir: true } });
    const port = await freePort();
    server = staticHost(root);
    await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
    app = `http://127.0.0.1:${port}${BASE}`;
  }

  browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // What went wrong while on the current step.
  let step = 'sign-in';
  const fail = (problem) => failures.add(`${step}: ${problem}`);
  context.on('response', (response) => {
    if (response.status() >= 400) fail(`${response.status()} for ${response.url()}`);
  });
  context.on('requestfailed', (request) => {
    // A request cut short by the next navigation is not a failure of the host.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      fail(`${request.failure()?.errorText} for ${request.url()}`);
  });
  const tab = await context.newPage();
  tab.on('pageerror', (error) => fail(`uncaught: ${error.message}`));
  tab.on('console', (message) => {
    // A failed request is reported once, with its address, by the listeners above.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      fail(`console: ${message.text()}`);
  });

  // The sign-in page is a deep link too: no file has its path.
  await settle(context, tab, () => tab.goto(`${app}login`));
  await tab.locator('input[type="email"]').fill(DEMO_ADMIN.email);
  await tab.locator('input[type="password"]').fill(DEMO_ADMIN.password);
  await settle(context, tab, () => tab.locator('form button[type="submit"]').click());
  await tab.waitForFunction(() => localStorage.getItem('accessToken') !== null, null, { timeout: 30_000 });
  if (!new URL(tab.url()).pathname.startsWith(BASE)) fail(`signed in, the page left ${BASE}: ${tab.url()}`);

  for (const link of deepLinks) {
    for (const [how, act] of [
      ['opened', () => tab.goto(app + link.path)],
      ['reloaded', () => tab.reload()],
    ]) {
      step = `${BASE}${link.path} ${how}`;
      await settle(context, tab, act);
      if (new URL(tab.url()).pathname !== BASE + link.path) fail(`the page moved to ${tab.url()}`);
      try {
        await link.shows(tab).waitFor({ timeout: 10_000 });
      } catch {
        fail('its data is not on the page');
      }
      const page = await tab.evaluate(async () => ({
        worker: navigator.serviceWorker.controller?.scriptURL,
        scope: (await navigator.serviceWorker.getRegistration())?.scope,
        pictures: [...document.images].map((image) => ({
          src: new URL(image.src).pathname,
          loaded: image.complete && image.naturalWidth > 0,
        })),
      }));
      if (page.worker !== `${app}demoServiceWorker.js`) fail(`the page is controlled by ${page.worker ?? 'no worker'}`);
      if (page.scope !== app) fail(`the worker's scope is ${page.scope}`);
      const demoPictures = page.pictures.filter(({ src }) => src.startsWith(`${BASE}images/`));
      if (demoPictures.length === 0) fail(`no picture of the demo data under ${BASE}images/`);
      for (const { src } of page.pictures.filter(({ loaded }) => !loaded)) fail(`the picture ${src} did not load`);
      if (how === 'reloaded' && screenshots) await tab.screenshot({ path: `${screenshots}${link.name}.png` });
    }
  }
} finally {
  await browser?.close();
  server?.close();
  if (root) await rm(root, { recursive: true, force: true });
}

const seconds = Math.round((Date.now() - started) / 1000);
const links = deepLinks.map(({ path }) => BASE + path).join(', ');
if (failures.size === 0) console.log(`Deployed under ${BASE}: sign-in, ${links} open and reload (${seconds} s)`);
else {
  console.log(`Deployed under ${BASE}: ${failures.size} problems (${seconds} s)`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  process.exitCode = 1;
}
