// Prints each built JS chunk's gzip size and what whole pages load, measured in Chromium: the
// JavaScript (gzip, against each page's budget) and the number of script files the browser fetches,
// for every path of docs/routes.txt. The number of files has no budget: bytes, the main thread's time
// and Lighthouse's score are what a person feels.
// Run after `npm run build`. Exits 1 when a budget is exceeded, unless --report-only; a page's own
// budget or rule applies when the app has the page (a starter may not), and fails when it names none.
//   node scripts/size.mjs [--json] [--report-only]
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './browser.mjs';
import { build } from 'vite';
import { openSettled, signIn, startPreview } from './preview.mjs';
import { routes } from './routes.mjs';

const dist = 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const json = process.argv.includes('--json');
const reportOnly = process.argv.includes('--report-only');

/**
 * Budgets, KB of JavaScript (gzip): the sign-in page, the dashboards and the calendar (FullCalendar)
 * have their own; so have the chart libraries' pages, each the budget of a page plus its library
 * (ApexCharts about 153 KB, Recharts and Chart.js less), which only that page loads. Every other page
 * has 330. Each names the feature (src/features/<feature>) that declares the page.
 */
const budgets = {
  '/login': { kb: 210, feature: 'auth' },
  '/': { kb: 300, feature: 'cards' },
  '/dashboard/analytics': { kb: 300, feature: 'cards' },
  '/apps/calendar': { kb: 380, feature: 'calendar' },
  '/charts/apex': { kb: 490, feature: 'charts' },
  '/charts/recharts': { kb: 460, feature: 'charts' },
  '/charts/chartjs': { kb: 400, feature: 'charts' },
};
/**
 * What some pages must not load before it is wanted (chunks whose names start so count as over
 * budget), or load once on screen, reported apart (`deferred`): the mailbox's compose window and the
 * tasks' panel with their rich-text editor (Tiptap, 128 KB), the editors' Tiptap.
 */
const rules = {
  '/apps/email/inbox': { feature: 'email', notBefore: ['ComposeDialog-', 'RichTextEditor-'] },
  '/apps/todo': { feature: 'todo', notBefore: ['TaskPanel-', 'RichTextEditor-'] },
  '/pages/blog/edit': { feature: 'blog', deferred: ['RichTextEditor-'] },
  '/pages/blog/edit/2': { feature: 'blog', deferred: ['RichTextEditor-'] },
  '/forms/elements/editor': { feature: 'forms', deferred: ['RichTextEditor-'] },
};
// A page set above applies where it is a route; one that is not fails while its feature's folder is
// there (a typo), and so does a route whose named feature is not (a wrong name): only a prune skips it.
const known = new Set(routes.map(({ path }) => path));
const misnamed = [...Object.entries(budgets), ...Object.entries(rules)]
  .filter(([path, { feature }]) => known.has(path) !== existsSync(`src/features/${feature}`))
  .map(([path, { feature }]) =>
    known.has(path) ? `${path}: no folder src/features/${feature}` : `${path}: not in docs/routes.txt`,
  );
if (misnamed.length > 0) {
  console.error(`Budgets or rules that do not match the app's pages: ${misnamed.join('; ')}.`);
  process.exit(1);
}

/**
 * Whole pages, as a person loads them on a cold cache: every path of docs/routes.txt (derived from the
 * screens' declarations), the guest and public pages signed out, the others signed in as the admin.
 * The demo server's worker scripts are fetched by the browser, not the page: they are listed apart.
 */
const pages = routes.map(({ path, signedIn }) => {
  const { feature, ...rule } = rules[path] ?? {};
  return {
    name: `${path}${signedIn ? '' : ', signed out'}`,
    path,
    signedIn,
    budget: { kb: budgets[path]?.kb ?? 330, ...rule },
  };
});

const kb = (bytes) => bytes / 1024;
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const total = (list) => list.reduce((sum, file) => sum + gzipSize(file), 0);

const chunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, src: chunk.src ?? chunk.name ?? '', gzip: gzipSize(chunk.file) }))
  .filter((chunk, index, all) => all.findIndex((c) => c.file === chunk.file) === index)
  .sort((a, b) => b.gzip - a.gzip);

/**
 * The entry and what it imports statically: it runs before the framework has downloaded, to paint
 * and to request the first page's code (src/app/main.tsx). If React or the app's code came into it
 * (through a screens file, say), it would wait for them: over 20 KB, it fails.
 */
const ENTRY_BUDGET_KB = 20;
const entryFiles = [];
const visitEntry = (key) => {
  const chunk = manifest[key];
  if (entryFiles.includes(chunk.file)) return;
  entryFiles.push(chunk.file);
  (chunk.imports ?? []).forEach(visitEntry);
};
visitEntry('index.html');

// The demo server, a service worker (src/mocks/serviceWorker.ts): the browser fetches it for the
// worker, once, not for the page, and it runs off the page's main thread. Reported apart, from the
// build; a build for a real backend (VITE_API_URL) has none.
const WORKERS = ['demoServiceWorker.js'].filter((file) => existsSync(join(dist, file)));

// Pages measured side by side, each in its own browser context. Most of a page's time is waiting for
// its network to settle: one at a time, the hundred pages took about 5 minutes.
const CONCURRENCY = 4;

/**
 * The paths of the .js files a new tab of `context` at `url`, and the demo server's worker on its
 * behalf, requested until the page settled (preview.mjs), and where the tab ended.
 */
async function scriptsOf(context, url) {
  const scripts = new Set();
  const tab = await openSettled(context, url, {
    onRequest: (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.add(pathname.slice(1));
    },
  });
  return { scripts: [...scripts], pathname: new URL(tab.url()).pathname };
}

/**
 * Loads each page in headless Chromium against `vite preview` and lists the .js files it requested.
 * A fresh browser context each: an empty cache and no session. The signed-in pages take the session
 * (localStorage) of one sign-in through the form at the start: signing in again before each of a
 * hundred pages took most of the run.
 */
async function measurePages() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-browser.mjs`.');
  const server = await startPreview();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const session = await browser.newContext();
    await signIn(await session.newPage(), server.url);
    const storageState = await session.storageState();
    await session.close();
    const measure = async (page) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        ...(page.signedIn && { storageState }),
      });
      try {
        const { scripts, pathname } = await scriptsOf(context, server.url + page.path);
        // A page may settle on another address of its own (`/apps/email` shows the inbox), not on
        // the sign-in or the not-authorized page.
        if (pathname !== page.path && ['/login', '/misc/not-authorized'].includes(pathname))
          throw new Error(`${page.path} ended on ${pathname}: the page did not load as expected`);
        const all = scripts.filter((file) => !WORKERS.includes(file));
        const isDeferred = (file) => page.budget.deferred?.some((name) => file.includes(`/${name}`)) ?? false;
        const fetched = all.filter((file) => !isDeferred(file));
        return {
          ...page,
          files: fetched,
          scripts: fetched.length,
          gzip: total(fetched),
          deferred: total(all.filter(isDeferred)),
        };
      } finally {
        await context.close();
      }
    };
    const measured = new Array(pages.length);
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const index = next++;
        measured[index] = await measure(pages[index]);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return measured;
  } finally {
    await browser.close();
    await server.close();
  }
}

const pageTotals = await measurePages();

/**
 * The build for a real backend (VITE_DEMO_SERVER=off): what its sign-in page loads, and proof that
 * none of its files carries the demo server (msw) or its data (records of the seed: see `markers`).
 */
async function measureWithoutDemo() {
  const outDir = await mkdtemp(join(tmpdir(), 'atrium-no-demo-'));
  const seed = (name) =>
    existsSync(`src/mocks/data/seed/${name}.json`)
      ? JSON.parse(readFileSync(`src/mocks/data/seed/${name}.json`, 'utf8'))
      : undefined;
  // msw's own log prefix, a contact of the navbar search's seed (every app has it), and, where the
  // app has them, a seeded user's email and a seeded invoice's client's.
  const markers = [
    '[MSW]',
    seed('search').contacts[0].email,
    seed('users')?.[0].email,
    seed('invoices')?.[0].client.companyEmail,
  ].filter(Boolean);
  process.env.VITE_DEMO_SERVER = 'off';
  try {
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const files = readdirSync(join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `assets/${file}`);
    const carrying = files.filter((file) =>
      markers.some((marker) => readFileSync(join(outDir, file), 'utf8').includes(marker)),
    );
    const worker = ['demoServiceWorker.js', 'mockServiceWorker.js'].filter((file) => existsSync(join(outDir, file)));
    const server = await startPreview({ outDir });
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const { scripts } = await scriptsOf(context, `${server.url}/login`);
      const gzip = scripts.reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
        0,
      );
      return { gzip, scripts: scripts.length, carrying: [...carrying, ...worker] };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    delete process.env.VITE_DEMO_SERVER;
    await rm(outDir, { recursive: true, force: true });
  }
}
const withoutDemo = await measureWithoutDemo();

if (json) {
  console.log(
    JSON.stringify(
      { chunks, entry: { files: entryFiles, gzip: total(entryFiles) }, pages: pageTotals, withoutDemo },
      null,
      2,
    ),
  );
} else {
  console.log('gzip KB  chunk (source)');
  for (const chunk of chunks)
    console.log(`${kb(chunk.gzip).toFixed(1).padStart(7)}  ${chunk.file}${chunk.src ? `  (${chunk.src})` : ''}`);
  console.log('');
  console.log('Whole pages in Chromium, cold cache (JavaScript the page fetches, gzip):');
  for (const page of pageTotals)
    console.log(
      `  ${page.name}: ${kb(page.gzip).toFixed(1)} KB (budget ${page.budget.kb} KB) in ${page.scripts} script files` +
        (page.deferred
          ? `, then ${kb(page.deferred).toFixed(1)} KB deferred (${page.budget.deferred.join(', ')})`
          : ''),
    );
  console.log(
    `The entry and its static imports: ${kb(total(entryFiles)).toFixed(1)} KB (budget ${ENTRY_BUDGET_KB} KB)`,
  );
  if (WORKERS.length > 0)
    console.log(
      `The demo server's service worker (${WORKERS.join(', ')}): ${kb(total(WORKERS)).toFixed(1)} KB, not the pages'`,
    );
  console.log(
    `Built for a real backend (VITE_DEMO_SERVER=off): /login ${kb(withoutDemo.gzip).toFixed(1)} KB (budget ${budgets['/login'].kb} KB) in ${withoutDemo.scripts} script files; ` +
      (withoutDemo.carrying.length
        ? `demo server or data in ${withoutDemo.carrying.join(', ')}`
        : 'no demo server or data in any file'),
  );
}

const over = [];
if (kb(total(entryFiles)) > ENTRY_BUDGET_KB)
  over.push(`the entry with its static imports (${entryFiles.join(', ')}) is ${kb(total(entryFiles)).toFixed(1)} KB`);
for (const page of pageTotals) {
  if (kb(page.gzip) > page.budget.kb)
    over.push(`${page.name} loads ${kb(page.gzip).toFixed(1)} KB > ${page.budget.kb} KB`);
  for (const early of page.files.filter((file) => page.budget.notBefore?.some((name) => file.includes(`/${name}`))))
    over.push(`${page.name} loads ${early} before it is wanted`);
}
if (kb(withoutDemo.gzip) > budgets['/login'].kb)
  over.push(`/login built for a real backend loads ${kb(withoutDemo.gzip).toFixed(1)} KB`);
if (withoutDemo.carrying.length > 0)
  over.push(`the build for a real backend carries the demo server or its data (${withoutDemo.carrying.join(', ')})`);
for (const line of over) console.error(`Over budget${reportOnly ? ' (report only)' : ''}: ${line}.`);
if (over.length > 0 && !reportOnly) process.exitCode = 1;
