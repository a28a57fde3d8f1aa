// `npm run bench:storybook`: how long the dev Storybook (`storybook dev`, what `npm run storybook`
// starts) takes to show its first story. Each run starts `storybook dev --ci` on a free port, opens the
// manager on UI/Button's Variants story in headless Chromium (launched before the clock starts) and
// measures from the server's start until the story's buttons are on screen in the preview iframe: the
// CLI and its presets, the story index, the manager, Vite's pre-bundled dependencies and every module
// the preview and the story need, transformed (with the docgen) and run. Then it stops the server's
// whole process group. Prints each run (with when the server first answered, how many times the
// preview loaded, a second time being a reload, and the CPU time the server and the browser used: on a
// busy machine steadier than the time) and the median, and fails when the median is over the budget.
// A benchmark, not a test: the time follows the machine and what else runs on it.
//   node scripts/bench-storybook-dev.mjs [--cold] [--runs 3] [--log file] [-- <more storybook dev flags>]
// Warm (the default) starts on the caches a previous start left (one unmeasured start first makes
// them when there are none). --cold removes, before each run, every cache `storybook dev` reads:
// Storybook's (node_modules/.cache/storybook/<version>/default, and <version>/<config hash>/ with
// Vite's pre-bundled dependencies in sb-vite/), node_modules/.cache/sb-*, react-docgen-typescript's
// (node_modules/.cache/vite-plugin-react-docgen-typescript, for a config that uses it) and
// node_modules/.vite-storybook; not
// Vitest's pre-bundled dependencies (<other hash>/sb-vitest/), which a test run may be using. --log
// writes the server's output and the browser's console, each line with its time since the start.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { closedNetworkArgs, findChromium } from './browser.mjs';

const BUDGET_MS = 20_000;
const STORY = 'ui-button--variants';
const TIMEOUT_MS = 240_000;

const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const args = dashes === -1 ? argv : argv.slice(0, dashes);
const storybookFlags = dashes === -1 ? [] : argv.slice(dashes + 1);
const option = (name, fallback) => {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return fallback;
  return args[index].includes('=') ? args[index].slice(name.length + 3) : args[index + 1];
};
const cold = args.includes('--cold');
const runs = Number(option('runs', 3));
const logFile = option('log', undefined);

const root = fileURLToPath(new URL('..', import.meta.url));
const storybookBin = join(root, 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js');
const cacheRoot = join(root, 'node_modules', '.cache');
const storybookCache = join(cacheRoot, 'storybook');

/** Storybook's cache folders: `<version>/default` and `<version>/<config hash>`. */
const storybookCacheDirs = () =>
  (existsSync(storybookCache) ? readdirSync(storybookCache) : []).flatMap((version) =>
    readdirSync(join(storybookCache, version)).map((key) => join(storybookCache, version, key)),
  );

/** Removes every cache `storybook dev` reads, but Vitest's pre-bundled dependencies; returns what went. */
function removeDevCaches() {
  const gone = [];
  const remove = (path) => {
    if (!existsSync(path)) return;
    rmSync(path, { recursive: true, force: true });
    gone.push(path.slice(root.length));
  };
  for (const dir of storybookCacheDirs())
    for (const entry of readdirSync(dir)) if (entry !== 'sb-vitest') remove(join(dir, entry));
  for (const entry of existsSync(cacheRoot) ? readdirSync(cacheRoot) : [])
    if (entry.startsWith('sb-') || entry === 'vite-plugin-react-docgen-typescript') remove(join(cacheRoot, entry));
  remove(join(root, 'node_modules', '.vite-storybook'));
  return gone;
}

/** Whether a previous `storybook dev` left Vite's pre-bundled dependencies. */
const hasDevCaches = () =>
  storybookCacheDirs().some((dir) => existsSync(join(dir, 'sb-vite', 'deps', '_metadata.json')));

/** A port nobody listens on right now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** CPU seconds (user and system) a process has used: all its threads, or only thread `tid`. */
function cpuSeconds(pid, tid) {
  try {
    const stat = readFileSync(tid ? `/proc/${pid}/task/${tid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks (USER_HZ, 100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of a process and its running descendants, but `except` and its own (Linux; 0 elsewhere). */
function treeCpuSeconds(rootPid, except) {
  if (!existsSync('/proc')) return 0;
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const walk = (pid) =>
    pid === except ? 0 : cpuSeconds(pid) + (children.get(pid) ?? []).reduce((sum, child) => sum + walk(child), 0);
  return walk(rootPid);
}

/** The server running now, stopped on Ctrl-C too (it runs in a process group of its own). */
let server;

/** Stops the server's process group: SIGTERM, then SIGKILL if it lingers. */
async function stop({ child, exited }) {
  if (exited.code !== undefined) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    if (server) process.kill(-server.child.pid, 'SIGKILL');
    process.exit(130);
  });

/** Starts `storybook dev` and opens the story; resolves with the timings once the story is on screen. */
async function run(browser, log) {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  // Chromium is this script's child: what it used is this process tree's time but the server's and the script's.
  const browserCpu = () => treeCpuSeconds(process.pid, server?.child.pid) - cpuSeconds(process.pid);
  const browserCpuBefore = browserCpu();
  const start = performance.now();
  const since = () => `[${((performance.now() - start) / 1000).toFixed(2).padStart(7)} s]`;
  const child = spawn(
    process.execPath,
    [
      storybookBin,
      'dev',
      '-p',
      String(port),
      '--ci',
      '--no-open',
      '--exact-port',
      '--no-version-updates',
      ...storybookFlags,
    ],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BROWSER: 'none' } },
  );
  server = { child, exited: { code: undefined } };
  child.once('exit', (code, signal) => (server.exited.code = code ?? signal));
  const output = [];
  const record = (source) => (chunk) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) {
        output.push(line);
        log?.write(`${since()} ${source} ${line}\n`);
      }
  };
  child.stdout.on('data', record('out'));
  child.stderr.on('data', record('err'));
  log?.write(`\n=== ${cold ? 'cold' : 'warm'} run, port ${port}\n`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // The server answers once the manager and the preview's Vite server are ready.
    for (;;) {
      if (server.exited.code !== undefined) throw new Error(`storybook dev exited (${server.exited.code})`);
      const up = await fetch(`${base}/`, { signal: AbortSignal.timeout(2_000) }).then(
        () => true,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const serverMs = performance.now() - start;
    const page = await context.newPage();
    // Each document the preview iframe loads is a request for iframe.html: a second one is a reload
    // (Vite's, after pre-bundling a dependency its first pass had not found).
    let previewLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() !== 'document' || !new URL(request.url()).pathname.endsWith('/iframe.html')) return;
      previewLoads += 1;
      log?.write(`${since()} preview document requested (${previewLoads})\n`);
    });
    page.on('console', (message) => log?.write(`${since()} console ${message.text().slice(0, 300)}\n`));
    await page.goto(`${base}/?path=/story/${STORY}`, { timeout: TIMEOUT_MS });
    await page
      .frameLocator('#storybook-preview-iframe')
      .locator('#storybook-root button')
      .first()
      .waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const storyMs = performance.now() - start;
    log?.write(`${since()} story shown\n`);
    const cpu = {
      server: treeCpuSeconds(child.pid),
      serverMain: cpuSeconds(child.pid, child.pid),
      browser: browserCpu() - browserCpuBefore,
    };
    return { serverMs, storyMs, previewLoads, cpu };
  } catch (error) {
    console.error(output.slice(-40).join('\n'));
    throw error;
  } finally {
    await context.close();
    await stop(server);
    server = undefined;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-browser.mjs`.');
const log = logFile ? createWriteStream(logFile) : undefined;
const browser = await chromium.launch({ executablePath, headless: true, args: closedNetworkArgs });
const results = [];
try {
  if (!cold && !hasDevCaches()) {
    console.log('No caches from a previous start: one unmeasured start makes them.');
    await run(browser, log);
  }
  console.log(`storybook dev to ${STORY}, ${cold ? 'cold (no caches)' : 'warm'}, ${runs} run(s):`);
  for (let index = 0; index < runs; index++) {
    const load = loadavg()[0];
    if (cold) removeDevCaches();
    const result = await run(browser, log);
    results.push(result);
    const { cpu } = result;
    console.log(
      `  ${seconds(result.storyMs)} (server answered at ${seconds(result.serverMs)}; preview loaded ` +
        `${result.previewLoads}×; CPU: server ${cpu.server.toFixed(1)} s, ${cpu.serverMain.toFixed(1)} s of it on its ` +
        `main thread, browser ${cpu.browser.toFixed(1)} s; load average before ${load.toFixed(1)})`,
    );
  }
} finally {
  await browser.close();
  log?.end();
}

const storyMedian = median(results.map((result) => result.storyMs));
console.log(`Median: ${seconds(storyMedian)} to the first story (budget ${seconds(BUDGET_MS)}).`);
if (storyMedian > BUDGET_MS) {
  console.error(`Over budget: ${seconds(storyMedian)} > ${seconds(BUDGET_MS)}.`);
  process.exitCode = 1;
}
