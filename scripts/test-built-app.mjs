// npm run test:app: the production build (built first when there is none) in Chromium, at every
// path of docs/routes.txt: the guest pages signed out, the rest as the admin. A path passes when,
// once its page settled, nothing threw uncaught and the router did not show its error page. The
// full-app stories check the same screens from source; this checks the chunks the build made of
// them, whose order of execution only the build decides.
//   node scripts/test-built-app.mjs [--build] [path prefix]
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './browser.mjs';
import { ensureBuild, openSettled, settle, signIn, startPreview } from './preview.mjs';
import { routes } from './routes.mjs';

const args = process.argv.slice(2);
const prefix = args.find((arg) => !arg.startsWith('--')) ?? '/';
const chosen = routes.filter(({ path }) => path.startsWith(prefix));
const paths = chosen.map(({ path }) => path);
// Open to signed-out people only: signed in, they go home.
const guestPages = new Set(chosen.filter(({ who }) => who === 'guest').map(({ path }) => path));

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

  // A person lands on one page, then moves inside the app: each window lands on its first path,
  // then goes to each next one through the router (history.pushState and a popstate, as the back
  // button does), loading only that screen's chunks. Landing afresh on every path took 93 s for
  // the 122 (each load boots the app); `npm run size` lands afresh on 87 of them.
  const run = async (list, signedIn) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      ...(signedIn && { storageState }),
    });
    // The tab's error listener writes to the current path's list.
    let errors;
    let tab;
    for (const path of list) {
      errors = [];
      try {
        if (!tab) {
          tab = await openSettled(context, server.url + path, {
            onTab: (opening) => opening.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`)),
          });
        } else {
          await settle(context, tab, () =>
            tab.evaluate((next) => {
              history.pushState(null, '', next);
              dispatchEvent(new PopStateEvent('popstate'));
            }, path),
          );
        }
        if (await tab.getByText('This page failed to load').count()) {
          errors.push(`the route's error page: ${(await tab.locator('main').innerText()).replace(/\s+/g, ' ')}`);
        }
      } catch (error) {
        errors.push(error.message.split('\n')[0]);
      }
      if (errors.length > 0) failures.push({ path, errors });
    }
    await context.close();
  };
  // Mostly waiting for pages to settle: four windows take the signed-in paths in turn (two took
  // 85 s), a fifth the guest pages.
  const signedInPaths = paths.filter((path) => !guestPages.has(path));
  await Promise.all([
    ...[0, 1, 2, 3].map((window) =>
      run(
        signedInPaths.filter((_, index) => index % 4 === window),
        true,
      ),
    ),
    run(
      paths.filter((path) => guestPages.has(path)),
      false,
    ),
  ]);
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
