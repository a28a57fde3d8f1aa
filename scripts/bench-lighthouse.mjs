// `npm run bench:lighthouse`: Lighthouse's performance category, mobile defaults (a mid-range phone,
// simulated slow 4G, the CPU slowed to the machine: see below), on the production build served by `vite preview`, in
// headless Chromium. Pages: those people land on (docs/routes.txt's `landing` lines: the sign-in page
// signed out, then, signed in as the admin through the sign-in form like a person, the dashboards and
// the apps and tables people keep as bookmarks). Each run starts a fresh Chromium with
// its own empty profile; every page is loaded on an empty HTTP cache. Prints the median of the runs
// for each page and fails when a median misses its budget. A benchmark, not a test: the
// scores depend on the machine and on what else runs on it.
//   node scripts/bench-lighthouse.mjs [--runs 3] [--page /login] [--report-only] [--build]
//                                     [--json file.json] [--reports dir] [--timeout 900] [--explain]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { closedNetworkArgs, findChromium } from './browser.mjs';
import { ensureBuild, signIn, startPreview } from './preview.mjs';
import { routes } from './routes.mjs';
import { withViteModule } from './viteModule.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
};
const runs = Number(option('runs', 3));
const onlyPage = option('page', undefined);
const reportOnly = args.includes('--report-only');
const jsonFile = option('json', undefined);
const timeoutSeconds = Number(option('timeout', 900));
// Every run's whole Lighthouse report (JSON) into this folder, to see where the time goes.
const reportsDir = option('reports', undefined);
// After each run, what Lighthouse's simulated largest paint waited for (see `explainLcp`).
const explain = args.includes('--explain');
// Lighthouse's 4x CPU slowdown stands for a mid-range phone on a machine whose CPU benchmark
// (Lighthouse's own, higher is faster) is 2,400. This machine's benchmark ranges from about 2,100 to
// 4,100 between days, and the scores follow it: so before each page, the benchmark is taken and the
// slowdown scaled to it, 4 x benchmark / 2,400, and a score means the same on any day. Both are
// printed with each run. `--cpu-slowdown N` fixes the factor instead.
const REFERENCE_BENCHMARK = 2400;
const slowdownOption = option('cpu-slowdown', undefined);
const fixedSlowdown = slowdownOption === undefined ? undefined : Number(slowdownOption);

/**
 * The pages people land on: the lines of docs/routes.txt marked `landing` (from the screens'
 * declarations). Budgets: the median performance score, 95 for the sign-in page and 90 for the others,
 * and CLS for the dashboards: the landing screens of the menu's dashboards group (a starter may have
 * none).
 */
const dashboards = await withViteModule('/src/app/screens.ts', ({ screens }) =>
  screens.filter((screen) => screen.landing && screen.menu?.group === 'dashboards').map(({ path }) => path),
);
const pages = routes
  .filter((route) => route.landing)
  .map(({ path, signedIn }) => ({
    path,
    name: signedIn ? path : `${path}, signed out`,
    signedIn,
    budget: { score: signedIn ? 90 : 95, ...(dashboards.includes(path) && { cls: 0.05 }) },
  }))
  .filter((page) => !onlyPage || page.path === onlyPage);
if (pages.length === 0) {
  console.error(`Unknown page ${onlyPage}: one of the lines of docs/routes.txt marked landing.`);
  process.exit(2);
}

const chromiumFlags = [
  '--headless',
  ...closedNetworkArgs,
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
];

/** What Lighthouse measures, read from its report; times in ms. */
const metrics = {
  score: (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100),
  fcp: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  lcp: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  tbt: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  cls: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  si: (lhr) => lhr.audits['speed-index'].numericValue,
  // Lighthouse's own CPU benchmark of the machine at the time (higher is faster): a loaded machine
  // scores lower and inflates TBT, since the simulated throttling scales the measured CPU time.
  benchmarkIndex: (lhr) => lhr.environment.benchmarkIndex,
};

// Everything this script starts, to end it on the way out (and only that).
const started = { chromium: undefined, profile: undefined, server: undefined };

async function cleanUp() {
  await stopChromium();
  await started.server?.close().catch(() => {});
  started.server = undefined;
}

const deadline = setTimeout(async () => {
  console.error(`\nStopped: the benchmark took longer than ${timeoutSeconds} s (--timeout).`);
  await cleanUp();
  process.exit(2);
}, timeoutSeconds * 1000);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });

/** Starts Chromium with a remote debugging port and a profile of its own; resolves to the port. */
async function startChromium() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: install one or set CHROMIUM_PATH.');
  const profile = mkdtempSync(join(tmpdir(), 'atrium-lighthouse-'));
  started.profile = profile;
  // Port 0: Chromium picks a free port and writes it into the profile's DevToolsActivePort file.
  const child = spawn(
    executablePath,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { detached: true, stdio: 'ignore' },
  );
  started.chromium = child;
  const portFile = join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`Chromium exited at start (code ${child.exitCode}).`);
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its debugging port within 30 s.');
}

/** Ends the Chromium this script started (its process group), and removes its profile. */
async function stopChromium() {
  const child = started.chromium;
  started.chromium = undefined;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    const killed = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 5000, false))]);
    if (!killed) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
    }
  }
  if (started.profile) rmSync(started.profile, { recursive: true, force: true, maxRetries: 3 });
  started.profile = undefined;
}

/** Runs `run(context)` in the browser's default context through Playwright, then disconnects. */
async function withPlaywright(port, run) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await run(browser.contexts()[0]);
  } finally {
    // Over CDP this only disconnects: the browser goes on for Lighthouse.
    await browser.close();
  }
}

/** Lighthouse's CPU benchmark of the machine now, run the way Lighthouse runs it, in a tab. */
const benchmarkNow = (port) =>
  withPlaywright(port, async (context) => {
    const page = await context.newPage();
    const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await page.close();
    return index;
  });

/** Signs in through the form in a tab of its own; the tab is closed afterwards. */
const signInOnce = (port, base) =>
  withPlaywright(port, async (context) => {
    const page = await context.newPage();
    await signIn(page, base);
    await page.close();
  });

/** Empties the HTTP cache (not the storage: the session stays). */
const clearHttpCache = (port) =>
  withPlaywright(port, async (context) => {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  });

/**
 * Lighthouse's simulated largest paint is the end of the last file and task it replays (those that
 * ended before the paint it observed): these are listed, replayed, in the order they end, from the
 * run's own trace (Lighthouse's internal module, imported only then: it may move in a later version).
 */
async function explainLcp(result) {
  const { LanternLargestContentfulPaint } =
    await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const { artifacts, lhr } = result;
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  const short = (url) => url.replace(/^https?:\/\/[^/]+/, '');
  const lines = [...lcp.pessimisticEstimate.nodeTimings]
    .sort((a, b) => a[1].endTime - b[1].endTime)
    .map(([node, { startTime, endTime }]) => {
      const span = `${String(Math.round(startTime)).padStart(6)} → ${String(Math.round(endTime)).padStart(5)} ms  `;
      if (node.type === 'network')
        return `${span}${(node.request.transferSize / 1024).toFixed(1).padStart(6)} KB  ${short(node.request.url)}`;
      const scripts = [...node.getEvaluateScriptURLs()].map(short).join(' ');
      return `${span}   CPU ${(node.duration / 1000).toFixed(1)} ms observed${node.didPerformLayout() ? ', layout' : ''}${scripts ? `, runs ${scripts}` : ''}`;
    });
  const ms = (estimate) => Math.round(estimate.timeInMs);
  return [
    `the largest paint, simulated: ${Math.round(lcp.timing)} ms, between an optimistic replay ` +
      `(${ms(lcp.optimisticEstimate)} ms) and a pessimistic one (${ms(lcp.pessimisticEstimate)} ms), which waited for:`,
    ...lines,
  ];
}

async function audit(port, url, signedIn) {
  const slowdown = fixedSlowdown ?? (4 * (await benchmarkNow(port))) / REFERENCE_BENCHMARK;
  const result = await lighthouse(
    url,
    {
      port,
      hostname: '127.0.0.1',
      logLevel: 'silent',
      onlyCategories: ['performance'],
      // Signed in: keep the session (localStorage); the HTTP cache was emptied just before.
      // Signed out: Lighthouse's own reset (HTTP cache, service workers, cache storage).
      disableStorageReset: signedIn,
      throttling: { cpuSlowdownMultiplier: slowdown },
    },
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const explanation = explain ? await explainLcp(result) : [];
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
  }
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}: not the page asked for`);
  const values = { ...Object.fromEntries(Object.entries(metrics).map(([key, read]) => [key, read(lhr)])), slowdown };
  const warnings = (lhr.runWarnings ?? []).map((warning) => String(warning).split('\n')[0].slice(0, 160));
  return { values, warnings, explanation };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// ---------------------------------------------------------------------------------------------

const began = Date.now();
const loadAtStart = loadavg()[0];
await ensureBuild({ force: args.includes('--build') });
started.server = await startPreview();
const base = started.server.url;
/** @type {Record<string, Array<Record<string, number>>>} */
const samples = Object.fromEntries(pages.map((page) => [page.path, []]));
const failures = [];

try {
  for (let run = 1; run <= runs; run += 1) {
    const port = await startChromium();
    let signedIn = false;
    for (const page of pages) {
      const label = `run ${run}/${runs} ${page.path}`;
      try {
        if (page.signedIn && !signedIn) {
          await signInOnce(port, base);
          signedIn = true;
        }
        if (page.signedIn) await clearHttpCache(port);
        const { values, warnings, explanation } = await audit(port, base + page.path, page.signedIn);
        samples[page.path].push(values);
        console.log(
          `  ${label.padEnd(32)} score ${String(values.score).padStart(3)}  LCP ${(values.lcp / 1000).toFixed(1)} s` +
            `  TBT ${Math.round(values.tbt)} ms  CLS ${values.cls.toFixed(3)}` +
            `  (CPU benchmark ${Math.round(values.benchmarkIndex)}, slowdown ${values.slowdown.toFixed(1)}x)`,
        );
        for (const warning of warnings) console.log(`    Lighthouse warns: ${warning}`);
        for (const line of explanation) console.log(`    ${line}`);
      } catch (error) {
        failures.push(`${label}: ${error.message.split('\n')[0]}`);
        console.log(`  ${label.padEnd(32)} failed: ${error.message.split('\n')[0]}`);
      }
    }
    await stopChromium();
  }
} finally {
  clearTimeout(deadline);
  await cleanUp();
}

// ---------------------------------------------------------------------------------------------

const results = pages.map((page) => {
  const list = samples[page.path];
  const medians =
    list.length > 0
      ? Object.fromEntries([...Object.keys(metrics), 'slowdown'].map((key) => [key, median(list.map((v) => v[key]))]))
      : null;
  const misses = [];
  if (!medians) misses.push('no successful run');
  else {
    if (medians.score < page.budget.score) misses.push(`score ${medians.score} < ${page.budget.score}`);
    if (page.budget.cls !== undefined && medians.cls > page.budget.cls)
      misses.push(`CLS ${medians.cls.toFixed(3)} > ${page.budget.cls}`);
  }
  return { ...page, runs: list.length, medians, samples: list, misses };
});

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [
  ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'runs', 'CPU', 'slowdown', 'budget', ''],
  ...results.map(({ path, medians: m, runs: count, budget, misses }) => [
    path,
    m ? String(m.score) : '–',
    m ? seconds(m.fcp) : '–',
    m ? seconds(m.lcp) : '–',
    m ? `${Math.round(m.tbt)} ms` : '–',
    m ? m.cls.toFixed(3) : '–',
    m ? seconds(m.si) : '–',
    String(count),
    m ? String(Math.round(m.benchmarkIndex)) : '–',
    m ? `${m.slowdown.toFixed(1)}x` : '–',
    `≥ ${budget.score}${budget.cls !== undefined ? `, CLS ≤ ${budget.cls}` : ''}`,
    misses.length ? `FAIL: ${misses.join(', ')}` : 'ok',
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
console.log('');
console.log(
  `Lighthouse ${lighthouseVersion()} performance, mobile defaults` +
    ` but the CPU slowed ${fixedSlowdown === undefined ? `4x per ${REFERENCE_BENCHMARK} of benchmark` : `${fixedSlowdown}x`},` +
    ` median of ${runs} run(s), Chromium ` +
    `(production build, vite preview, ${seconds(Date.now() - began)} in all)`,
);
for (const [index, row] of rows.entries()) {
  console.log(
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd(),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
for (const failure of failures) console.log(`  error: ${failure}`);
console.log("CPU: Lighthouse's benchmark of the machine during the runs (median; higher is faster).");
const cores = availableParallelism();
const loadAtEnd = loadavg()[0];
console.log(
  `Machine: ${cores} cores, load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end` +
    (Math.max(loadAtStart, loadAtEnd) > cores
      ? ': busy, so the scores are lower (and TBT higher) than on a quiet machine.'
      : '.'),
);

const record = {
  date: new Date().toISOString(),
  lighthouse: lighthouseVersion(),
  runs,
  machine: { cores, loadAverage: [loadAtStart, loadAtEnd] },
  pages: Object.fromEntries(
    results.map(({ path, medians, samples: list, misses }) => [
      path,
      { median: medians, runs: list, ok: !misses.length },
    ]),
  ),
};
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(record, null, 2)}\n`);
// One line to keep and compare later (the medians only; --json writes every run too).
const summary = { ...record, pages: Object.fromEntries(results.map((result) => [result.path, result.medians])) };
console.log(`JSON ${JSON.stringify(summary)}`);

const missed = results.some((result) => result.misses.length > 0);
if (missed) console.log(reportOnly ? 'Budgets missed (report only).' : 'FAIL: a median misses its budget.');
process.exitCode = missed && !reportOnly ? 1 : 0;

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'))
      .version;
  } catch {
    return '';
  }
}
