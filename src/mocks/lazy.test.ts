import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazy, setLatency } from './lazy';

const load = vi.fn(async () => ({ answer: () => HttpResponse.json({ ok: true }) }));
const server = setupServer(http.get('*/lazy', lazy(load, 'answer')));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => setLatency(0));
afterAll(() => server.close());

describe('lazy resolvers', () => {
  it('load their module on the first request, not before', async () => {
    expect(load).not.toHaveBeenCalled();
    expect(await (await fetch('http://demo.test/lazy')).json()).toEqual({ ok: true });
    expect(load).toHaveBeenCalled();
  });

  // Only a lower bound: a delay cannot end early, so this cannot flake on a busy machine.
  it('answer after the latency the app sets', async () => {
    setLatency(200);
    const started = performance.now();
    await fetch('http://demo.test/lazy');
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });
});
