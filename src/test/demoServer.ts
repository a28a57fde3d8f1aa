import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/node';

export const base = 'http://demo.test';

/** Starts the demo server for this test file and reseeds it before each test. */
export function withDemoServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDb());
  afterAll(() => server.close());
}

type Query = Record<string, string | number | undefined>;

const url = (path: string, query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
};

export async function call<T = unknown>(
  method: string,
  path: string,
  { query, body }: { query?: Query; body?: unknown } = {},
) {
  const response = await fetch(url(path, query), {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export const get = <T = unknown>(path: string, query?: Query) => call<T>('GET', path, { query });
export const post = <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, { body });
export const del = <T = unknown>(path: string, query?: Query) => call<T>('DELETE', path, { query });
