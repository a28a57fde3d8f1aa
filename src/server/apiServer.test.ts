import { connect } from 'node:net';
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allHandlers, moveDemoClock, resetDb } from '@/mocks';
import { startApiServer } from './apiServer';

const admin = { email: 'admin@demo.com', password: 'admin' };
const json = { 'Content-Type': 'application/json' };

type Server = Awaited<ReturnType<typeof startApiServer>>;

/** Sends raw bytes and reads until the server closes or `ms` pass: for what fetch cannot send. */
function rawRequest(url: string, chunks: string[], { end = true, ms = 3000 } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<string>((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      chunks.forEach((chunk) => socket.write(chunk));
      if (end) socket.end();
    });
  });
}

describe('npm run api, bearer sessions', () => {
  let api: Server;
  const lines: string[] = [];

  beforeAll(async () => {
    api = await startApiServer({ port: 0, host: '127.0.0.1', log: (line) => lines.push(line), requestTimeout: 1500 });
  });
  afterAll(() => api.close());
  afterEach(() => moveDemoClock());

  const signIn = async () => {
    const response = await fetch(`${api.url}/jwt/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(admin),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { accessToken: string; refreshToken: string };
  };

  it('serves the contract from the seed, and logs one line per request', async () => {
    const { accessToken } = await signIn();
    lines.length = 0;
    const response = await fetch(`${api.url}/api/users/list/data?q=jo&perPage=10`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { users: { fullName: string }[]; total: number };
    expect(body.users.length).toBeGreaterThan(0);
    expect(body.users.every((user) => /jo/i.test(JSON.stringify(user)))).toBe(true);
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/users\/list\/data\?q=jo&perPage=10 200 [\d.]+ ms$/)]);
  });

  it('answers bad input with the same 4xx JSON as the in-browser demo server', async () => {
    const { accessToken } = await signIn();
    const cases: [string, RequestInit][] = [
      ['/jwt/login', { method: 'POST', headers: json, body: '{"email": "admin@demo.com", "pass' }],
      ['/jwt/login', { method: 'POST', headers: { 'Content-Type': 'application/xml' }, body: '<login/>' }],
      ['/jwt/login', { method: 'POST', headers: json, body: JSON.stringify({ email: 'nobody' }) }],
      ['/api/users/list/data?perPage=-3&sort=sideways', { headers: { Authorization: `Bearer ${accessToken}` } }],
      [
        '/apps/users/add-user',
        { method: 'POST', headers: { ...json, Authorization: `Bearer ${accessToken}` }, body: '[]' },
      ],
    ];
    for (const [path, init] of cases) {
      const overHttp = await fetch(`${api.url}${path}`, init);
      resetDb();
      const inBrowser = (await getResponse(allHandlers(), new Request(`http://demo.test${path}`, init)))!;
      expect(overHttp.status, path).toBe(400);
      expect(inBrowser.status, path).toBe(400);
      expect(await overHttp.json(), path).toEqual(await inBrowser.json());
    }
  });

  it('answers an unknown path with a 404 JSON error', async () => {
    const response = await fetch(`${api.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No endpoint answers GET /api/nothing-here.' });
  });

  it('refuses an oversized body with 413, with or without a Content-Length', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(3 * 1024 * 1024) });
    const declared = await fetch(`${api.url}/jwt/login`, { method: 'POST', headers: json, body: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: expect.stringMatching(/larger than the server takes/) });

    const streamed = await fetch(`${api.url}/jwt/login`, {
      method: 'POST',
      headers: json,
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('survives a truncated body and a slow client, and keeps answering', async () => {
    const truncated = await rawRequest(api.url, [
      'POST /jwt/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      '{"email":"admin@',
    ]);
    expect(truncated).not.toMatch(/^HTTP\/1\.1 5/);

    // Headers and half a body, then nothing: Node answers 408 once the request timeout passes.
    const slow = rawRequest(
      api.url,
      ['POST /jwt/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{"email'],
      { end: false, ms: 6000 },
    );
    // Meanwhile the server answers everyone else.
    expect(
      (await fetch(`${api.url}/jwt/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) })).status,
    ).toBe(200);
    expect(await slow).toMatch(/^HTTP\/1\.1 408/);
    expect((await fetch(`${api.url}/api/nothing-here`)).status).toBe(404);
  });

  it('answers 300 concurrent requests, all of them', async () => {
    const { accessToken } = await signIn();
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        fetch(`${api.url}/api/users/list/data?page=${(i % 5) + 1}&q=${i % 2 ? 'a' : ''}`, {
          headers: { Authorization: `Bearer ${accessToken}` },
        }).then(async (response) => (await response.arrayBuffer(), response.status)),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('lets the access token expire on the moved clock; the refresh token outlives it', async () => {
    const { accessToken, refreshToken } = await signIn();
    moveDemoClock(11 * 60 * 1000);
    const expired = await fetch(`${api.url}/api/users/list/data`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: expect.stringMatching(/expired/) });
    const refreshed = await fetch(`${api.url}/jwt/refresh-token`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { accessToken: string };
    const retried = await fetch(`${api.url}/api/users/list/data`, {
      headers: { Authorization: `Bearer ${next.accessToken}` },
    });
    expect(retried.status).toBe(200);
  });

  it('answers CORS preflights for any origin: bearer tokens are sent by script only', async () => {
    const preflight = await fetch(`${api.url}/apps/users/add-user`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });
});

describe('npm run api -- --session cookie', () => {
  let api: Server;
  const app = 'http://127.0.0.1:4173';

  beforeAll(async () => {
    api = await startApiServer({ port: 0, host: '127.0.0.1', session: 'cookie', origins: [app], log: false });
  });
  afterAll(() => api.close());
  afterEach(() => moveDemoClock());

  /** The cookies a response sets, as `name=value` pairs for the next request's Cookie header. */
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .join('; ');

  const signIn = async () => {
    const response = await fetch(`${api.url}/jwt/login`, {
      method: 'POST',
      headers: { ...json, Origin: app },
      body: JSON.stringify(admin),
    });
    expect(response.status).toBe(200);
    return response;
  };

  it('sets HttpOnly, SameSite=Lax cookies at sign-in, and the answer carries no token', async () => {
    const response = await signIn();
    const body = await response.json();
    expect(body).toEqual({ userData: expect.objectContaining({ email: admin.email }) });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toEqual([
      expect.stringMatching(/^session=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(
        /^session_refresh=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=28800; Path=\/jwt; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    expect(response.headers.get('access-control-allow-origin')).toBe(app);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('marks the cookies Secure for any host but this machine', async () => {
    // fetch cannot set Host.
    const body = JSON.stringify(admin);
    const answer = await rawRequest(
      api.url,
      [
        `POST /jwt/login HTTP/1.1\r\nHost: api.example.com\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      ],
      { end: false },
    );
    const cookies = answer.split('\r\n').filter((line) => /^set-cookie:/i.test(line));
    expect(cookies).toHaveLength(2);
    expect(cookies.every((cookie) => cookie.includes('; Secure'))).toBe(true);
  });

  it('takes the session from its cookie, refuses a forged one, and renews an expired one once', async () => {
    const cookie = cookiesOf(await signIn());
    const list = (headers: Record<string, string>) => fetch(`${api.url}/api/users/list/data`, { headers });
    expect((await list({ Cookie: cookie })).status).toBe(200);

    const forged = cookie.replace(/^session=([^;]+)\.[\w-]+/, 'session=$1.Zm9yZ2Vk');
    const refused = await list({ Cookie: forged });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'The access token is not valid.' });

    moveDemoClock(11 * 60 * 1000);
    expect((await list({ Cookie: cookie })).status).toBe(401);
    const renewed = await fetch(`${api.url}/jwt/refresh-token`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: app },
    });
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toEqual({});
    expect((await list({ Cookie: cookiesOf(renewed) })).status).toBe(200);
  });

  it('ends an expired session: the refresh is refused and both cookies are cleared', async () => {
    const cookie = cookiesOf(await signIn());
    moveDemoClock(9 * 60 * 60 * 1000);
    const refused = await fetch(`${api.url}/jwt/refresh-token`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: app },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^session=; Max-Age=0; Path=\/;/),
      expect.stringMatching(/^session_refresh=; Max-Age=0; Path=\/jwt;/),
    ]);
  });

  it('refuses a change posted from another site, and takes it from the app', async () => {
    const cookie = cookiesOf(await signIn());
    const form = 'fullName=Mallory&username=mallory&email=m%40evil.test';
    const crossSite = await fetch(`${api.url}/apps/users/add-user`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: expect.stringMatching(/other site/) });

    // A JSON call from elsewhere needs a preflight, which names the app's origin only.
    const preflight = await fetch(`${api.url}/apps/users/add-user`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const users = await fetch(`${api.url}/api/users/list/data?q=mallory`, { headers: { Cookie: cookie } });
    expect((await users.json()) as { total: number }).toMatchObject({ total: 0 });
  });

  it('clears both cookies at sign-out', async () => {
    const cookie = cookiesOf(await signIn());
    const out = await fetch(`${api.url}/jwt/logout`, { method: 'POST', headers: { Cookie: cookie, Origin: app } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().map((value) => value.split(';')[0])).toEqual(['session=', 'session_refresh=']);
  });
});
