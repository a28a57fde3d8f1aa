// npm run test:app: the production build (built first when there is none), opened in Chromium at
// every path of docs/routes.txt as a person opens it: the guest pages signed out, the rest as the
// admin. A page passes when, once it settled, nothing threw uncaught and the router did not replace
// it with its error page. The full-app stories check the same screens from source; this checks the
// chunks the build made of them, whose order of execution only the build decides.
//   node scripts/test-built-app.mjs [--build] [path prefix]
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './browser.mjs';
import { ensureBuild, openSettled, signIn, startPreview } from './preview.mjs';

const args = process.argv.slice(2);
const prefix = args.find((arg) => !arg.startsWith('--')) ?? '/';
const paths = readFileSync(new URL('../docs/routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith(prefix));
// Open to signed-out people only: signed in, they go home.
const guestPages = new Set(['/login', '/register', '/forgot-password']);

await ensureBuild({ force: args.includes('--build') });
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-browser.mjs`.');
const server = await startPreview();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const started = Date.now();
const failures = [];
try {
  const session = await browser.newContext();
  await signIn(await session.newPage(), server.url);
  const storageState = await session.storageState();
  await session.close();

  const queue = [...paths];
  // Four windows take the next path as they finish one (two took 138 s, four 93 s, eight 90 s).
  // Each keeps its cache, as a person's browser does between pages.
  const worker = async () => {
    const contexts = {};
    const contextFor = async (signedIn) =>
      (contexts[signedIn] ??= await browser.newContext({
        viewport: { width: 1280, height: 800 },
        ...(signedIn && { storageState }),
      }));
    while (queue.length > 0) {
      const path = queue.shift();
      const context = await contextFor(!guestPages.has(path));
      const errors = [];
      const tab = await openSettled(context, server.url + path, {
        onTab: (opening) => opening.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`)),
      }).catch((error) => {
        errors.push(error.message);
        return undefined;
      });
      if (tab) {
        if (await tab.getByText('This page failed to load').count()) {
          errors.push(`the route's error page: ${(await tab.locator('main').innerText()).replace(/\s+/g, ' ')}`);
        }
        await tab.close();
      }
      if (errors.length > 0) failures.push({ path, errors });
    }
    await Promise.all(Object.values(contexts).map((context) => context.close()));
  };
  await Promise.all(Array.from({ length: 4 }, worker));
} finally {
  await browser.close();
  await server.close();
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `The built app: ${paths.length - failures.length} of ${paths.length} paths open without an error (${seconds} s)`,
);
for (const { path, errors } of failures) console.log(`  ✗ ${path}: ${errors.join(' | ')}`);
if (failures.length > 0) process.exitCode = 1;
