// `npm run bench:server`: the demo server's list endpoints over 100 times the demo data's volumes, each
// with a search, a filter and a sort, timed from request to the last byte of the answer. Prints
// the median of each and fails when one is over the budget. A benchmark, not a test: run it on the
// machine you care about.
import { withViteModule } from './viteModule.mjs';

// Production behaviour: development-only checks (rows frozen against in-place edits) are off.
process.env.NODE_ENV = 'production';

const ok = await withViteModule('/scripts/bench/server.ts', ({ benchmark }) =>
  benchmark({ scale: Number(process.env.BENCH_SCALE ?? 100) }),
);
process.exitCode = ok ? 0 : 1;
