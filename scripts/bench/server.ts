import { performance } from 'node:perf_hooks';
import { server } from '@/mocks/node';
import { employees } from '@/mocks/services/datatables';
import { products } from '@/mocks/services/ecommerce';
import { emails } from '@/mocks/services/email';
import { invoices } from '@/mocks/services/invoices';
import { users } from '@/mocks/services/users';
import { multiplyTable as multiply } from '@/mocks/db/scale';

const BUDGET_MS = 20;
const WARM_UP = 15;
const RUNS = 101;

/** The list endpoints measured, each over its table multiplied to the scale first (one row a domain). */
const endpoints: { name: string; path: string; grow: (scale: number) => Promise<number> }[] = [
  {
    name: 'users',
    path: '/api/users/list/data?q=an&role=subscriber&status=active&sortColumn=email&sort=desc',
    grow: (scale) =>
      multiply(users, scale, (row, copy) => ({ email: `${copy}.${row.email}`, username: `${row.username}${copy}` })),
  },
  {
    name: 'invoices',
    path: '/apps/invoice/invoices?q=a&status=paid&sortColumn=client.name&sort=asc',
    grow: (scale) => multiply(invoices, scale),
  },
  {
    name: 'products',
    path: '/apps/ecommerce/products?q=pro&sortBy=price-desc&page=2',
    grow: (scale) => multiply(products, scale),
  },
  {
    name: 'datatables',
    path: '/api/datatables/data?q=an&sortColumn=salary&sort=desc&page=3',
    grow: (scale) => multiply(employees, scale),
  },
  {
    name: 'emails',
    path: '/apps/email/emails?q=re&folder=inbox&label=company',
    grow: (scale) => multiply(emails, scale),
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function benchmark({ scale }: { scale: number }): Promise<boolean> {
  server.listen({ onUnhandledRequest: 'error' });
  const volumes = new Map<string, number>();
  for (const endpoint of endpoints) volumes.set(endpoint.name, await endpoint.grow(scale));

  console.log(
    `Demo server list endpoints at ${scale}x the demo data's volumes, median of ${RUNS} runs (budget ${BUDGET_MS} ms)\n`,
  );
  let ok = true;
  for (const endpoint of endpoints) {
    const url = `http://demo.test${endpoint.path}`;
    const time = async () => {
      const start = performance.now();
      const response = await fetch(url);
      const body = await response.text();
      const ms = performance.now() - start;
      if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}: ${body.slice(0, 200)}`);
      return { ms, body };
    };
    for (let i = 0; i < WARM_UP; i++) await time();
    const samples: number[] = [];
    let body = '';
    for (let i = 0; i < RUNS; i++) {
      const run = await time();
      samples.push(run.ms);
      body = run.body;
    }
    // Parsed once, after timing: the client's parse is not the endpoint's time.
    const answer = JSON.parse(body) as { total?: number; emails?: unknown[] };
    const m = median(samples);
    const pass = m < BUDGET_MS;
    ok &&= pass;
    const matched = answer.total ?? answer.emails?.length;
    console.log(
      `${pass ? 'ok  ' : 'SLOW'} ${endpoint.name.padEnd(11)} ${String(volumes.get(endpoint.name)).padStart(6)} rows  ` +
        `${String(matched).padStart(5)} matched  ${(body.length / 1024).toFixed(0).padStart(5)} KB  median ${m.toFixed(2).padStart(6)} ms  ` +
        `p90 ${[...samples].sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]!.toFixed(2)} ms`,
    );
    console.log(`     ${endpoint.path}`);
  }
  server.close();
  console.log(ok ? '\nEvery median is within the budget.' : `\nAt least one median is over ${BUDGET_MS} ms.`);
  return ok;
}
