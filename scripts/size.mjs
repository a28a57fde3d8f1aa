// Prints each built JS chunk's gzip size and what a browser loads before the first route's own chunk.
// Run after `npm run build`. Exits 1 when a budget is exceeded.
//   node scripts/size.mjs [--json]
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Budgets in KB of gzipped JavaScript. */
const budgets = {
  // Entry, its static imports and the demo server, before any route's own chunk (issue: foundation).
  'before first route': 220,
};

/**
 * Whole pages: what a browser loads to show the page and use it, beyond the first-route set. Each
 * lists the source modules it loads lazily; their static imports are counted once.
 */
const pages = [
  {
    name: 'Sign-in page, signed out (/login), through signing in',
    modules: ['src/features/auth/pages/LoginPage.tsx', 'src/mocks/resolvers/auth.ts'],
    budget: 260,
  },
  {
    // Signed in: the shell (its navbar asks for notifications and the cart), the dashboard, its cards'
    // data (content, invoices) and the chart library (issue: dashboards, cards and charts).
    name: 'Analytics dashboard, signed in (/dashboard/analytics), charts included',
    modules: [
      'src/app/layouts/Shell.tsx',
      'src/features/cards/pages/dashboards.ts',
      'src/mocks/resolvers/content.ts',
      'src/mocks/resolvers/invoices.ts',
      'src/mocks/resolvers/notifications.ts',
      'src/mocks/resolvers/ecommerce.ts',
    ],
    budget: 350,
  },
];

const kb = (bytes) => bytes / 1024;
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** A manifest key and every chunk it imports statically. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const files = (keys) => [...new Set([...keys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')))];
const total = (list) => list.reduce((sum, file) => sum + gzipSize(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = files(closure(entryKey));
const demoKey = Object.keys(manifest).find((key) => key.endsWith('src/mocks/browser.ts'));
const demoFiles = demoKey ? files(closure(demoKey)).filter((f) => !entryFiles.includes(f)) : [];
const beforeFirstRoute = total(entryFiles) + total(demoFiles);

const chunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, src: chunk.src ?? chunk.name ?? '', gzip: gzipSize(chunk.file) }))
  .filter((chunk, index, all) => all.findIndex((c) => c.file === chunk.file) === index)
  .sort((a, b) => b.gzip - a.gzip);

const pageTotals = pages.map((page) => {
  const keys = page.modules.map((module) => Object.keys(manifest).find((key) => key.endsWith(module)));
  const missing = page.modules.filter((_, i) => !keys[i]);
  if (missing.length > 0) throw new Error(`Not in the build: ${missing.join(', ')}`);
  const own = [...new Set(keys.flatMap((key) => files(closure(key))))].filter(
    (f) => !entryFiles.includes(f) && !demoFiles.includes(f),
  );
  return { ...page, files: own, gzip: beforeFirstRoute + total(own) };
});

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      { chunks, beforeFirstRoute, entry: total(entryFiles), demoServer: total(demoFiles), pages: pageTotals },
      null,
      2,
    ),
  );
} else {
  console.log('gzip KB  chunk (source)');
  for (const chunk of chunks)
    console.log(`${kb(chunk.gzip).toFixed(1).padStart(7)}  ${chunk.file}${chunk.src ? `  (${chunk.src})` : ''}`);
  console.log('');
  console.log(`Entry and its static imports: ${kb(total(entryFiles)).toFixed(1)} KB (${entryFiles.length} files)`);
  console.log(`Demo server (own chunks):     ${kb(total(demoFiles)).toFixed(1)} KB (${demoFiles.length} files)`);
  console.log(
    `Before the first route:       ${kb(beforeFirstRoute).toFixed(1)} KB (budget ${budgets['before first route']} KB)`,
  );
  for (const page of pageTotals)
    console.log(`${page.name}: ${kb(page.gzip).toFixed(1)} KB in all (budget ${page.budget} KB)`);
}

for (const page of pageTotals) {
  if (kb(page.gzip) > page.budget) {
    console.error(`Over budget: ${page.name} loads ${kb(page.gzip).toFixed(1)} KB > ${page.budget} KB.`);
    process.exitCode = 1;
  }
}

if (kb(beforeFirstRoute) > budgets['before first route']) {
  console.error(
    `Over budget: ${kb(beforeFirstRoute).toFixed(1)} KB > ${budgets['before first route']} KB before the first route.`,
  );
  process.exit(1);
}
