import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '@/server/apiServer';
import { contract } from './contract';
import { runApiCheck, type Report } from './run';

// Each problem of a report as `METHOD path: problem`, so a failure names every one of them.
const problems = (report: Report) =>
  report.endpoints.flatMap((e) =>
    e.status === 'skipped'
      ? [`${e.key}: ${e.notes[0]}`]
      : e.checks.filter((c) => !c.ok).map((c) => `${e.key}: ${c.problem}`),
  );

/** The state the check changes though it is not the check's: it must come out as it went in. */
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
  const post = (await get<{ posts: Listed[] }>('/blog/list/data')).posts[0]!.id;
  return {
    cart: (await get<{ products: Listed[] }>('/apps/ecommerce/cart')).products
      .map((p) => `${p.id}x${p.qty} ${p.color}`)
      .sort(),
    wishlist: (await get<{ products: Listed[] }>('/apps/ecommerce/wishlist')).products.map((p) => p.id).sort(),
    bookmarks: (await get<{ bookmarks: Listed[] }>('/api/bookmarks/data')).bookmarks.map((p) => p.id).sort(),
    notifications: (await get<{ notifications: Listed[] }>('/api/notifications')).notifications.map(
      (n) => `${n.id} ${n.read}`,
    ),
    settings: await get('/account-setting/data'),
    chatProfile: await get('/apps/chat/users/profile-user'),
    post: await get(`/blog/list/data/edit?id=${post}`),
  };
}

describe('npm run api:check against the demo server over HTTP', () => {
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
    expect(methods.filter((m) => m.startsWith('GET ')).length).toBeGreaterThan(100);
    const skipped = report.endpoints.filter((e) => e.status === 'skipped');
    expect(skipped.map((e) => e.key)).toEqual(contract.filter((e) => e.isWrite).map((e) => e.key));
    expect(new Set(skipped.flatMap((e) => e.notes))).toEqual(
      new Set(['skipped (read-only: pass --test-server to check writes)']),
    );
  });

  it('with --test-server: every endpoint of the contract passes and every screen is ready', async () => {
    const before = await sharedState(server.url);
    const report = await runApiCheck({ url: server.url, testServer: true });
    // What the check changes without creating it is put back (the cart, a bookmark) or saved as it was.
    expect(await sharedState(server.url)).toEqual(before);
    expect(report.endpoints.map((e) => e.key)).toEqual(contract.map((e) => e.key));
    expect(problems(report)).toEqual([]);
    expect(report.screens.filter((s) => !s.ready)).toEqual([]);
    // The screens come from the stories: the invoice list's story lists its two endpoints.
    expect(report.screens.find((s) => s.title === 'Apps & pages/Invoice/List')).toMatchObject({
      ready: true,
      total: 2,
    });
    expect(report.screens.length).toBeGreaterThan(40);
    expect(report.ok).toBe(true);
  });

  it('--only takes a tag in any case or a domain of the demo server', async () => {
    const shop = await runApiCheck({ url: server.url, testServer: true, only: 'e-commerce' });
    expect(new Set(shop.endpoints.map((e) => e.tag))).toEqual(new Set(['E-commerce']));
    expect(shop.endpoints).toHaveLength(contract.filter((e) => e.tag === 'E-commerce').length);
    // The checkout's flow needs products and a cart line from the e-commerce domain: called, not reported.
    const checkout = await runApiCheck({ url: server.url, testServer: true, only: 'checkout' });
    expect(checkout.endpoints.map((e) => `${e.key} ${e.status}`)).toEqual(
      contract.filter((e) => e.domain === 'checkout').map((e) => `${e.key} pass`),
    );
    // The screens shown are those that use the selection; the rest of their endpoints were not checked.
    expect(checkout.screens.find((s) => s.title === 'Apps & pages/E-commerce/Checkout')?.missing).toContainEqual({
      endpoint: 'GET /apps/ecommerce/cart',
      status: 'not checked',
    });
    await expect(runApiCheck({ url: server.url, only: 'billing' })).rejects.toThrow(/--only billing: no endpoint/);
  });
});
