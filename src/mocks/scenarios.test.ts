import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from './scenarios';

const domain = [
  http.get('*/api/things', () => HttpResponse.json({ things: [1, 2] })),
  http.post('*/api/things', () => HttpResponse.json({ id: 3 }, { status: 201 })),
];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://demo.test/api/things';

describe('scenarios', () => {
  it('serverError answers every route of the domain with a 500 JSON message, methods kept', async () => {
    server.use(...scenarios.serverError(domain, 'Down for maintenance'));
    const get = await fetch(base);
    expect(get.status).toBe(500);
    expect(await get.json()).toEqual({ error: 'Down for maintenance' });
    expect((await fetch(base, { method: 'POST' })).status).toBe(500);
    // The scenario copies methods: a DELETE was never a route of this domain.
    await expect(fetch(base, { method: 'DELETE' })).rejects.toThrow();
  });

  it('loading never answers', async () => {
    server.use(...scenarios.loading(domain));
    const outcome = await Promise.race([
      fetch(base).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 300)),
    ]);
    expect(outcome).toBe('pending');
  });

  it('slow answers with the real handlers after the delay', async () => {
    server.use(...scenarios.slow(domain, 150));
    const started = performance.now();
    const response = await fetch(base);
    expect(await response.json()).toEqual({ things: [1, 2] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('respondWith answers the domain routes with a fixed body', async () => {
    server.use(...scenarios.respondWith(domain, { things: [] }));
    expect(await (await fetch(base)).json()).toEqual({ things: [] });
  });

  it('networkError makes the request fail as if offline', async () => {
    server.use(...scenarios.networkError(domain));
    await expect(fetch(base)).rejects.toThrow();
  });
});
