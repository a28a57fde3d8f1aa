// `npm run bench:users`: the users list with 10,000 users on the demo server (the story
// Apps/Users/List › Ten Thousand Users, from the static Storybook: run `npm run build-storybook`
// first), in headless Chromium. For each search it types one more letter and measures, in the page:
//   - keystroke → the search box shows it (input responsiveness),
//   - the request leaving (after the search box's 250 ms pause) → the table showing the answer.
// Prints the medians and fails when the second is over the budget. A benchmark, not a test.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { closedNetworkArgs, findChromium } from './browser.mjs';

const BUDGET_MS = 100;
const root = new URL('../storybook-static/', import.meta.url).pathname;
if (!existsSync(join(root, 'iframe.html'))) {
  console.error('No storybook-static/: run `npm run build-storybook` first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.jpg': 'image/jpeg',
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: closedNetworkArgs,
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
// Times the page keeps: when each users request leaves, and when the table's rows change.
await page.addInitScript(() => {
  const marks = { requests: [], rows: [], keys: [], painted: [] };
  // A keystroke, and the first frame after the box took it.
  addEventListener('keydown', () => marks.keys.push(performance.now()), true);
  addEventListener('input', () => requestAnimationFrame(() => marks.painted.push(performance.now())), true);
  window.__bench = marks;
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/api/users/list/data'))
      marks.requests.push(performance.now());
    return fetch(input, init);
  };
  // The table has the answer when it stops being busy (it is busy, dimmed, while a search is on its
  // way); the time is taken at the next frame, once the rows are drawn.
  let busy = false;
  new MutationObserver(() => {
    const table = document.querySelector('table[aria-label="Users"]');
    const now = table?.getAttribute('aria-busy') === 'true';
    if (busy && !now) requestAnimationFrame(() => marks.rows.push(performance.now()));
    busy = now;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
});
await page.goto(`http://127.0.0.1:${port}/iframe.html?id=apps-pages-users-list--ten-thousand-users&viewMode=story`);
await page.getByText('of 10,000 users').first().waitFor({ timeout: 60_000 });
const box = page.getByRole('searchbox', { name: 'Search users' });
// The story's play function types its own search first; start from its result.
await page.getByText('of 200 users').waitFor({ timeout: 60_000 });
await box.fill('');
await page.getByText('of 10,000 users').first().waitFor();

const queries = ['a', 'an', 'ann', 'e', 'er', 'mai', 'o', 'ol', 'paypal', 'cash', 'g', 'gm', 'y', 'ya', 'z', 'co'];
const inputMs = [];
const tableMs = [];
for (const query of queries) {
  await box.fill(query.slice(0, -1));
  await page.waitForTimeout(400);
  await page.evaluate(() => {
    for (const list of Object.values(window.__bench)) list.length = 0;
  });
  await box.press(query.at(-1));
  await page.waitForFunction(() => window.__bench.requests.length > 0 && window.__bench.rows.length > 0, null, {
    timeout: 10_000,
  });
  await page.waitForTimeout(300);
  const { requests, rows, keys, painted } = await page.evaluate(() => window.__bench);
  inputMs.push(painted[0] - keys[0]);
  const sent = requests.at(-1);
  const shown = rows.find((t) => t > sent);
  if (shown === undefined) throw new Error(`The table did not change for "${query}"`);
  tableMs.push(shown - sent);
}
await browser.close();
server.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values) => Math.max(...values);
console.log(`Users list, 10,000 users on the demo server, ${queries.length} searches in Chromium`);
console.log(
  `  keystroke → next frame with it      median ${median(inputMs).toFixed(1)} ms, max ${max(inputMs).toFixed(1)} ms`,
);
console.log(
  `  request sent → table updated       median ${median(tableMs).toFixed(1)} ms, max ${max(tableMs).toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
);
console.log('  (the request leaves 250 ms after the last keystroke: the search box waits for a pause)');
process.exitCode = median(tableMs) <= BUDGET_MS ? 0 : 1;
