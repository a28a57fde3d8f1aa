// `npm run bench:icons`: how long `/icons` takes to show its first screen of icons after a navigation
// inside the app, on the production build (`npm run build` first) in headless Chromium. Each run
// signs in on a fresh browser (empty cache), opens the dashboard, then navigates to /icons the way
// a menu link does (React Router's history), and measures in the page from the navigation to the
// grid's first row of icons in the DOM, painted: the page's chunk and the icons' JSON fetched, parsed
// and drawn. Then once more on the same tab (both cached). Prints the medians and fails when the
// cold median is over the budget. A benchmark, not a test.
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './browser.mjs';
import { ensureBuild, signIn, startPreview } from './preview.mjs';

const BUDGET_MS = 100;
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);

/** In the page: navigate to `path` as a link would, resolve with ms until an icon button has painted. */
const navigateAndTime = (path) =>
  new Promise((resolve) => {
    const start = performance.now();
    const done = () => {
      if (!document.querySelector('[role="grid"] [role="gridcell"] button')) return false;
      observer.disconnect();
      // The first frame that shows it.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      return true;
    };
    const observer = new MutationObserver(done);
    observer.observe(document.body, { childList: true, subtree: true });
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await ensureBuild();
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-browser.mjs`.');
const server = await startPreview();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const cold = [];
const warm = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, server.url);
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.goto(`${server.url}/dashboard/analytics`);
    await page.waitForLoadState('networkidle');
    cold.push(await page.evaluate(navigateAndTime, '/icons'));
    await page.goto(`${server.url}/dashboard/analytics`);
    await page.waitForLoadState('networkidle');
    warm.push(await page.evaluate(navigateAndTime, '/icons?set=app'));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const format = (values) => values.map((value) => value.toFixed(1)).join(', ');
console.log(`/icons, first screen after navigation (${RUNS} runs):`);
console.log(`  cold cache: median ${median(cold).toFixed(1)} ms (${format(cold)})`);
console.log(`  cached:     median ${median(warm).toFixed(1)} ms (${format(warm)})`);
if (median(cold) > BUDGET_MS) {
  console.error(`Over budget: ${median(cold).toFixed(1)} ms > ${BUDGET_MS} ms.`);
  process.exitCode = 1;
}
