import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { checkAnswer, ContractError } from './checkAnswer';
import { createApiClient } from './client';
import type { Endpoint } from './endpoints';
import { notificationsPaths } from './paths/notifications';

/**
 * The contract, and an endpoint whose path takes a parameter as the demo's cards do (a card's data
 * by its name): a starter may keep no such endpoint (sign-in, search and notifications take none).
 */
vi.mock('./endpoints', async (importOriginal) => {
  const original = await importOriginal<{ endpoints: Endpoint[] }>();
  const z = await import('./zod');
  const card: Endpoint = {
    method: 'get',
    path: '/example/card-dashboard/:name',
    tag: 'Cards',
    summary: "A dashboard card's data",
    responses: { 200: { description: 'OK', schema: z.object({ title: z.string() }) } },
  };
  return { ...original, endpoints: [...original.endpoints, card] };
});

describe('checkAnswer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets an answer that matches its schema through', () => {
    expect(() => checkAnswer('GET', notificationsPaths.list, 200, { notifications: [], unread: 0 })).not.toThrow();
  });

  it('matches a path with its parameters filled in', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => checkAnswer('GET', '/example/card-dashboard/medal', 200, { title: 'Medal' })).not.toThrow();
    expect(() => checkAnswer('GET', '/example/card-dashboard/medal', 200, { sales: 1 })).toThrow(ContractError);
  });

  it('reports an answer off its schema loudly, naming the call and the field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => checkAnswer('GET', notificationsPaths.list, 200, { notifications: [{ id: 'x' }] })).toThrow(
      /GET \/api\/notifications answered 200 off its contract[\s\S]*notifications\[0\]/,
    );
    expect(error).toHaveBeenCalledOnce();
  });

  it('reports a status the contract does not document', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => checkAnswer('GET', notificationsPaths.list, 202, { notifications: [], unread: 0 })).toThrow(
      /status 202/,
    );
  });

  it('leaves calls the contract does not describe alone', () => {
    expect(() => checkAnswer('GET', '/somewhere/else', 200, 'anything')).not.toThrow();
    expect(() => checkAnswer('POST', notificationsPaths.list, 200, 'anything')).not.toThrow();
  });
});

describe('the client, in development and tests', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  it('fails a call whose answer is off its contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`*${notificationsPaths.list}`, () => HttpResponse.json({ notifications: 'none' })));
    await expect(createApiClient({ baseUrl: 'http://demo.test' }).get(notificationsPaths.list)).rejects.toThrow(
      ContractError,
    );
  });
});
