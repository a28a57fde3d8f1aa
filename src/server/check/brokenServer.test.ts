import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from '@/mocks';
import { createApiApp } from '@/server/apiServer';
import { formatReport } from './report';
import { runApiCheck, type Report } from './run';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The demo server with four faults of the kinds a real backend has, each on one endpoint. */
function brokenFetch() {
  const app = createApiApp({ log: false });
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const route = `${request.method} ${pathname}`;
    // A number sent as text: the first invoice's total.
    if (route === 'GET /apps/invoice/invoices' && request.headers.has('authorization')) {
      const answer = await app.fetch(request);
      if (answer.status !== 200) return answer;
      const body = (await answer.json()) as { invoices: { total: unknown }[] };
      body.invoices[0]!.total = '12.5';
      return json(body);
    }
    // An endpoint the backend does not have.
    if (route === 'GET /apps/roles/data') return json({ error: 'Not found' }, 404);
    // A crash on a body it did not expect.
    if (route === 'POST /apps/roles/add-role') {
      const body = (await request.clone().json()) as { name?: unknown };
      if (typeof body.name !== 'string') return json({ error: 'Internal Server Error' }, 500);
    }
    // No check of the session.
    if (route === 'GET /api/notifications' && !request.headers.has('authorization'))
      return json({ notifications: [], unread: 0 });
    return app.fetch(request);
  };
}

const failures = (report: Report, key: string) =>
  report.endpoints
    .find((e) => e.key === key)
    ?.checks.filter((c) => !c.ok)
    .map((c) => c.problem);

describe('npm run api:check against a broken server', () => {
  let server: ServerType;
  let report: Report;
  beforeAll(async () => {
    resetDb();
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: brokenFetch(), port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const { port } = server.address() as AddressInfo;
    report = await runApiCheck({ url: `http://127.0.0.1:${port}`, testServer: true });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names each fault: the endpoint, the field, what was expected and what came', () => {
    expect(failures(report, 'GET /apps/invoice/invoices')).toEqual([
      '200 answer: invoices[0].total: expected number, got string "12.5"',
    ]);
    // Every call of a missing endpoint answers 404: the refusals are off too, the valid call first in the text.
    expect(failures(report, 'GET /apps/roles/data')).toEqual([
      'expected 401 without a token, got 404: Not found',
      'expected 401 with a forged token, got 404: Not found',
      'expected 200, got 404: Not found',
    ]);
    expect(formatReport(report)).toMatch(/^ {2}GET \/apps\/roles\/data +fail {2}expected 200, got 404: Not found$/m);
    expect(failures(report, 'POST /apps/roles/add-role')).toEqual([
      'expected 400 for invalid body, got 500: Internal Server Error',
    ]);
    expect(failures(report, 'GET /api/notifications')).toEqual(['expected 401 without a token, got 200']);
    expect(report.ok).toBe(false);
  });

  it('passes everything else, and the screens that use a faulty endpoint are not ready', () => {
    const faulty = [
      'GET /apps/roles/data',
      'POST /apps/roles/add-role',
      'GET /apps/invoice/invoices',
      'GET /api/notifications',
    ];
    expect(report.endpoints.filter((e) => e.status !== 'pass').map((e) => e.key)).toEqual(faulty);
    expect(report.screens.find((s) => s.title === 'Apps & pages/Roles')).toMatchObject({
      ready: false,
      passed: 3,
      total: 5,
      missing: [
        { endpoint: 'GET /apps/roles/data', status: 'fail' },
        { endpoint: 'POST /apps/roles/add-role', status: 'fail' },
      ],
    });
    expect(report.screens.find((s) => s.title === 'Apps & pages/Invoice/List')?.ready).toBe(false);
    expect(report.screens.find((s) => s.title === 'Apps & pages/Todo/Page')?.ready).toBe(true);
  });
});
