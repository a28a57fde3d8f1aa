import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from '@/mocks';
import { createApiApp } from '@/server/apiServer';
import { contract } from './contract';
import { formatReport } from './report';
import { runApiCheck, type Report } from './run';
import { readScreens } from './screens';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The demo server with four faults of the kinds a real backend has, each on one endpoint of the
 * domains every starter keeps (sign-in, the navbar's search and notifications).
 */
function brokenFetch() {
  const app = createApiApp({ log: false });
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const route = `${request.method} ${pathname}`;
    // A number sent as text: the count of unread notifications.
    if (route === 'GET /api/notifications' && request.headers.has('authorization')) {
      const answer = await app.fetch(request);
      if (answer.status !== 200) return answer;
      const body = (await answer.json()) as { unread: unknown };
      body.unread = '3';
      return json(body);
    }
    // An endpoint the backend does not have.
    if (route === 'POST /api/notifications/read') return json({ error: 'Not found' }, 404);
    // A crash on a body it did not expect.
    if (route === 'POST /jwt/two-steps/verify') {
      const body = (await request.clone().json()) as { challenge?: unknown };
      if (typeof body.challenge !== 'string') return json({ error: 'Internal Server Error' }, 500);
    }
    // No check of the session.
    if (route === 'GET /api/bookmarks/data' && !request.headers.has('authorization'))
      return json({ suggestions: [], bookmarks: [] });
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
  // A whole check over HTTP takes a few seconds alone, and several times that while other tests keep both cores busy.
  beforeAll(async () => {
    resetDb();
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: brokenFetch(), port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const { port } = server.address() as AddressInfo;
    report = await runApiCheck({ url: `http://127.0.0.1:${port}`, testServer: true });
  }, 30_000);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names each fault: the endpoint, the field, what was expected and what came', () => {
    expect(failures(report, 'GET /api/notifications')).toEqual(['200 answer: unread: expected number, got string "3"']);
    // Every call of a missing endpoint answers 404: the refusals are off too, the valid call first in the text.
    expect(failures(report, 'POST /api/notifications/read')).toEqual([
      'expected 401 without a token, got 404: Not found',
      'expected 400 for invalid body, got 404: Not found',
      'expected 200, got 404: Not found',
    ]);
    expect(formatReport(report)).toMatch(
      /^ {2}POST \/api\/notifications\/read +fail {2}expected 200, got 404: Not found$/m,
    );
    expect(failures(report, 'POST /jwt/two-steps/verify')).toEqual([
      'expected 400 for invalid body, got 500: Internal Server Error',
    ]);
    expect(failures(report, 'GET /api/bookmarks/data')).toEqual(['expected 401 without a token, got 200']);
    expect(report.ok).toBe(false);
  });

  it('passes everything else, and the screens that use a faulty endpoint are not ready', async () => {
    const faulty = [
      'POST /jwt/two-steps/verify',
      'GET /api/bookmarks/data',
      'GET /api/notifications',
      'POST /api/notifications/read',
    ];
    expect(report.endpoints.map((e) => e.key)).toEqual(contract.map((e) => e.key));
    expect(
      report.endpoints
        .filter((e) => e.status !== 'pass')
        .map((e) => e.key)
        .sort(),
    ).toEqual([...faulty].sort());
    expect(report.screens.find((s) => s.title === 'Pages/Two steps')).toMatchObject({
      ready: false,
      passed: 1,
      total: 2,
      missing: [{ endpoint: 'POST /jwt/two-steps/verify', status: 'fail' }],
    });
    expect(report.screens.find((s) => s.title === 'Pages/Sign in')?.ready).toBe(true);
    // Every screen is ready unless its stories list a faulty endpoint, each of which it names.
    const listed = (await readScreens()).filter((s) => s.endpoints.length > 0);
    expect(report.screens.map((s) => ({ title: s.title, missing: s.missing.map((m) => m.endpoint) }))).toEqual(
      listed.map((s) => ({ title: s.title, missing: s.endpoints.filter((e) => faulty.includes(e)) })),
    );
  });
});
