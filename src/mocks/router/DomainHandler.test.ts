import { getResponse, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { allHandlers, handlers, servedRoutes } from '../index';
import { DomainHandler } from './DomainHandler';
import { RouteTable, type Route } from './table';

/** A Request that counts how often its URL is read: the one thing each handler would parse. */
function countingRequest(url: string, init?: RequestInit) {
  const request = new Request(url, init);
  const reads = vi.fn(() => url);
  Object.defineProperty(request, 'url', { get: reads });
  return { request, reads };
}

/** A domain of `size` static routes plus one with a parameter, answering with the route it matched. */
function bigDomain(name: string, size: number) {
  const routes: Route[] = Array.from({ length: size }, (_, i) => ({
    method: 'GET',
    path: `/${name}/r${i}`,
    access: 'public',
  }));
  routes.push({ method: 'DELETE', path: `/${name}/items/:id`, access: 'public' });
  return new DomainHandler(name, new RouteTable(routes), ({ route, params }) =>
    HttpResponse.json({ path: route.path, params }),
  );
}

describe('request handling that does not grow with the API', () => {
  it('registers one msw handler per domain, however many routes the domains have', () => {
    expect(allHandlers()).toHaveLength(Object.keys(handlers).length);
    expect(servedRoutes().length).toBeGreaterThan(3 * allHandlers().length);
  });

  it('reads the URL of a request once in total, for every domain handler it passes', async () => {
    const script = countingRequest('http://localhost:5173/src/app/main.tsx');
    await expect(getResponse(allHandlers(), script.request)).resolves.toBeUndefined();
    expect(script.reads).toHaveBeenCalledTimes(1);
  });

  it('matches a known route in exactly one handler, the same way with 10 or 10,000 routes per domain', async () => {
    for (const size of [10, 10_000]) {
      const domains = ['a', 'b', 'c'].map((name) => bigDomain(name, size));
      const spies = domains.map((domain) => vi.spyOn(domain, 'run'));
      const last = countingRequest(`https://any.origin/c/r${size - 1}`);
      const response = await getResponse(domains, last.request);
      expect(await response?.json()).toEqual({ path: `/c/r${size - 1}`, params: {} });
      // One URL read for the three handlers; each handler ran once, and one of them answered.
      expect(last.reads).toHaveBeenCalledTimes(1);
      expect(spies.map((spy) => spy.mock.results.length)).toEqual([1, 1, 1]);
      const answered = await Promise.all(spies.map((spy) => spy.mock.results[0]!.value));
      expect(answered.filter((result) => result?.response)).toHaveLength(1);
    }
  });

  it('matches parameterised paths at any origin, decoding the parameter, and only with their method', async () => {
    const domain = bigDomain('shop', 3);
    const hit = await getResponse([domain], new Request('http://demo.test/shop/items/a%20b', { method: 'DELETE' }));
    expect(await hit?.json()).toEqual({ path: '/shop/items/:id', params: { id: 'a b' } });
    const wrongMethod = await getResponse([domain], new Request('http://demo.test/shop/items/1'));
    expect(wrongMethod).toBeUndefined();
    expect(await getResponse([domain], new Request('http://demo.test/shop/items/'))).toBeUndefined();
  });
});
