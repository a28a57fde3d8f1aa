// `npm run bench:api`: `npm run api` under load. It starts the server in a process of its own (as a
// team runs it), signs in, and has autocannon call list endpoints with a search from 50 concurrent
// clients for 10 s each; it prints requests per second and the latency percentiles, p95 included.
// A benchmark, not a test: run it on a quiet machine. docs/benchmarks.md holds this machine's figures.
//   node scripts/bench-api.mjs [--connections 50] [--duration 10]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_ADMIN, freePort } from './preview.mjs';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '50' }, duration: { type: 'string', default: '10' } },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

const lists = [
  { name: 'users, search "an", page 1 of 10', path: '/api/users/list/data?q=an&page=1&perPage=10' },
  { name: 'invoices, search "an", page 1 of 10', path: '/apps/invoice/invoices?q=an&page=1&perPage=10' },
];

const port = await freePort();
const server = spawn(process.execPath, ['scripts/api.mjs', '--port', String(port), '--host', '127.0.0.1'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`npm run api exited (${code})`)));
  server.stdout.on('data', function ready(chunk) {
    const match = /on (http:\/\/\S+)/.exec(chunk.toString());
    if (match) {
      // From here on the server logs one line per request: not read, not kept.
      server.stdout.off('data', ready);
      server.stdout.resume();
      resolve(match[1]);
    }
  });
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const login = await fetch(`${url}/jwt/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { accessToken } = await login.json();
  console.log(`npm run api on ${url}: ${connections} concurrent clients, ${duration} s per endpoint\n`);
  let failed = false;
  for (const { name, path } of lists) {
    const times = [];
    const instance = autocannon({
      url: `${url}${path}`,
      connections,
      duration,
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    instance.on('response', (_client, status, _bytes, ms) => times.push(ms));
    const result = await instance;
    times.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
    console.log(
      `${name}\n  GET ${path}\n  ${Math.round(result.requests.average)} requests/s, latency p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms (${result.requests.total} requests, ${result.non2xx} not 2xx, ${result.errors} errors)\n`,
    );
    failed ||= result.non2xx > 0 || result.errors > 0;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  server.kill('SIGTERM');
}
