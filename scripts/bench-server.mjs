// `npm run bench:server`: the demo server's list endpoints over 100 times SPEC 9's volumes, each
// with a search, a filter and a sort, timed from request to the last byte of the answer. Prints
// the median of each and fails when one is over the budget. A benchmark, not a test: run it on the
// machine you care about. The TypeScript runs through Vite, so the app's aliases apply.
import { createServer } from 'vite';

// Production behaviour: development-only checks (rows frozen against in-place edits) are off.
process.env.NODE_ENV = 'production';

const vite = await createServer({
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { benchmark } = await vite.ssrLoadModule('/scripts/bench/server.ts');
  process.exitCode = (await benchmark({ scale: Number(process.env.BENCH_SCALE ?? 100) })) ? 0 : 1;
} finally {
  await vite.close();
}
