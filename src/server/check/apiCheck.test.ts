import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '@/server/apiServer';
import { contract } from './contract';
import { readiness } from './readiness';
import { runApiCheck, type Report } from './run';
import { readScreens } from './screens';

// Each problem of a report as `METHOD path: problem`, so a failure names every one of them.
const problems = (report: Report) =>
  report.endpoints.flatMap((e) =>
    e.status === 'skipped'
      ? [`${e.key}: ${e.notes[0]}`]
      : e.checks.filter((c) => !c.ok).map((c) => `${e.key}: ${c.problem}`),
  );

const inContract = (key: string) => contract.some((e) => e.key === key);

/**
 * The state the check changes though it is not the check's: it must come out as it went in. The
 * navbar's bookmarks and notifications are in every starter; the rest, when their domain is kept.
 */
async function sharedState(url: string) {
  const signIn = await fetch(`${url}/jwt/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const get = async <T>(path: string) =>
    (await (await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as T;
  type Listed = { id: number; qty?: number; color?: string; read?: boolean };
  const state: Record<string, unknown> = {
    bookmarks: (await get<{ bookmarks: Listed[] }>('/api/bookmarks/data')).bookmarks.map((p) => p.id).sort(),
    notifications: (await get<{ notifications: Listed[] }>('/api/notifications')).notifications.map(
      (n) => `${n.id} ${n.read}`,
    ),
  };
  if (inContract('GET /apps/ecommerce/cart'))
    state.cart = (await get<{ products: Listed[] }>('/apps/ecommerce/cart')).products
      .map((p) => `${p.id}x${p.qty} ${p.color}`)
      .sort();
  if (inContract('GET /apps/ecommerce/wishlist'))
    state.wishlist = (await get<{ products: Listed[] }>('/apps/ecommerce/wishlist')).products.map((p) => p.id).sort();
  if (inContract('GET /account-setting/data')) state.settings = await get('/account-setting/data');
  if (inContract('GET /apps/chat/users/profile-user')) state.chatProfile = await get('/apps/chat/users/profile-user');
  if (inContract('GET /blog/list/data/edit')) {
    const post = (await get<{ posts: Listed[] }>('/blog/list/data')).posts[0]!.id;
    state.post = await get(`/blog/list/data/edit?id=${post}`);
  }
  return state;
}

/** A request line of the server's log (`GET /apps/invoice/invoices/5`) made of an endpoint's path. */
const callOf = (endpoint: { method: string; path: string }) =>
  new RegExp(
    `^${endpoint.method.toUpperCase()} ${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`,
  );

// A whole check over HTTP takes a few seconds alone, and several times that while other tests keep both cores busy.
describe('npm run api:check against the demo server over HTTP', { timeout: 30_000 }, () => {
  const seen: string[] = [];
  let server: Awaited<ReturnType<typeof startApiServer>>;
  beforeAll(async () => {
    server = await startApiServer({ port: 0, log: (line) => seen.push(line) });
  });
  afterAll(() => server.close());

  it('reads only, without --test-server: no request but sign-in and refresh changes anything', async () => {
    seen.length = 0;
    const report = await runApiCheck({ url: server.url });
    const methods = seen.map((line) => line.split(' ').slice(0, 2).join(' ').replace(/\?.*/, ''));
    const writes = methods.filter(
      (m) => !m.startsWith('GET ') && m !== 'POST /jwt/login' && m !== 'POST /jwt/refresh-token',
    );
    expect(writes).toEqual([]);
    // Every read of the contract was made.
    const reads = contract.filter((e) => e.method === 'get');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((e) => !methods.some((m) => callOf(e).test(m))).map((e) => e.key)).toEqual([]);
    const skipped = report.endpoints.filter((e) => e.status === 'skipped');
    expect(skipped.map((e) => e.key)).toEqual(contract.filter((e) => e.isWrite).map((e) => e.key));
    expect(new Set(skipped.flatMap((e) => e.notes))).toEqual(
      new Set(['skipped (read-only: pass --test-server to check writes)']),
    );
  });

  it('with --test-server: every endpoint of the contract passes and every screen is ready', async () => {
    const before = await sharedState(server.url);
    const report = await runApiCheck({ url: server.url, testServer: true });
    // What the check changes without creating it is put back (a bookmark, the cart) or saved as it was.
    expect(await sharedState(server.url)).toEqual(before);
    expect(report.endpoints.map((e) => e.key)).toEqual(contract.map((e) => e.key));
    expect(problems(report)).toEqual([]);
    expect(report.screens.filter((s) => !s.ready)).toEqual([]);
    // The screens come from the stories: the two-step page's story lists its two endpoints.
    expect(report.screens.find((s) => s.title === 'Pages/Two steps')).toMatchObject({ ready: true, total: 2 });
    // Every screen whose stories list endpoints is shown, with as many as its stories list.
    const screens = await readScreens();
    expect(report.screens.map((s) => `${s.title}: ${s.total}`)).toEqual(
      screens.filter((s) => s.endpoints.length > 0).map((s) => `${s.title}: ${s.endpoints.length}`),
    );
    expect(report.screensWithoutEndpoints).toBe(screens.filter((s) => s.endpoints.length === 0).length);
    expect(report.ok).toBe(true);
  });

  it('--only takes a tag in any case or a domain of the demo server', async () => {
    const auth = await runApiCheck({ url: server.url, testServer: true, only: 'AUTH' });
    expect(new Set(auth.endpoints.map((e) => e.tag))).toEqual(new Set(['Auth']));
    expect(auth.endpoints).toHaveLength(contract.filter((e) => e.tag === 'Auth').length);
    // The screens shown are those that use the selection.
    const keys = new Set(auth.endpoints.map((e) => e.key));
    expect(auth.screens.map((s) => s.title)).toEqual(
      (await readScreens()).filter((s) => s.endpoints.some((e) => keys.has(e))).map((s) => s.title),
    );
    expect(auth.screens.map((s) => s.title)).toContain('Pages/Sign in');
    // The search flow covers the bookmarks and the notifications: with --only search, the
    // notifications' calls are made, not reported.
    seen.length = 0;
    const search = await runApiCheck({ url: server.url, testServer: true, only: 'search' });
    expect(search.endpoints.map((e) => `${e.key} ${e.status}`)).toEqual(
      contract.filter((e) => e.domain === 'search').map((e) => `${e.key} pass`),
    );
    expect(seen.some((line) => line.startsWith('GET /api/notifications '))).toBe(true);
    // A screen that uses the selection is shown; the rest of its endpoints were not checked.
    const navbar = {
      title: 'Fixture/Navbar',
      file: '',
      endpoints: ['GET /api/bookmarks/data', 'GET /api/notifications'],
    };
    const signInPage = { title: 'Fixture/Sign in', file: '', endpoints: ['POST /jwt/login'] };
    expect(readiness([navbar, signInPage], search.endpoints).screens).toEqual([
      {
        title: 'Fixture/Navbar',
        file: '',
        ready: false,
        passed: 1,
        total: 2,
        missing: [{ endpoint: 'GET /api/notifications', status: 'not checked' }],
      },
    ]);
    await expect(runApiCheck({ url: server.url, only: 'billing' })).rejects.toThrow(/--only billing: no endpoint/);
  });
});
