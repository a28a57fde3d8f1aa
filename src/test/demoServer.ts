import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '@/mocks/db';
import { authUsersSeed } from '@/mocks/data/authUsers';
import { server } from '@/mocks/node';
import { signToken } from '@/mocks/services/tokens';

export const base = 'http://demo.test';

/** Starts the demo server for this test file and reseeds it before each test. */
export function withDemoServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDb());
  afterAll(() => server.close());
}

/** Who a call comes from: a demo user by role, nobody (`null`), or a raw access token. */
export type Caller = 'admin' | 'client' | null | { token: string };

// Signed once per role and reused for a few minutes: a fuzz run makes thousands of calls.
const signed = new Map<'admin' | 'client', { token: string; at: number }>();
const FRESH_MS = 5 * 60 * 1000;

/** A valid access token of a demo user, as the sign-in would give it. */
export async function accessTokenFor(role: 'admin' | 'client'): Promise<string> {
  const cached = signed.get(role);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.token;
  const user = authUsersSeed.find((u) => u.role === role)!;
  const token = await signToken(user.id, 'access');
  signed.set(role, { token, at: Date.now() });
  return token;
}

/** The Authorization header of a caller (none for `null`), for tests that call fetch themselves. */
export async function authHeaders(as: Caller = 'admin'): Promise<Record<string, string>> {
  if (as === null) return {};
  const token = typeof as === 'string' ? await accessTokenFor(as) : as.token;
  return { Authorization: `Bearer ${token}` };
}

type Query = Record<string, string | number | undefined>;

const url = (path: string, query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
};

/** Calls the demo server, by default as the signed-in admin. */
export async function call<T = unknown>(
  method: string,
  path: string,
  { query, body, as = 'admin' }: { query?: Query; body?: unknown; as?: Caller } = {},
) {
  const response = await fetch(url(path, query), {
    method,
    headers: {
      ...(await authHeaders(as)),
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export const get = <T = unknown>(path: string, query?: Query) => call<T>('GET', path, { query });
export const post = <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, { body });
export const put = <T = unknown>(path: string, body?: unknown) => call<T>('PUT', path, { body });
export const del = <T = unknown>(path: string, query?: Query) => call<T>('DELETE', path, { query });

/** `fetch` as the signed-in admin, for tests that read the raw response. */
export async function demoFetch(input: string, init: RequestInit = {}): Promise<Response> {
  return fetch(input, {
    ...init,
    headers: { ...(await authHeaders('admin')), ...(init.headers as Record<string, string>) },
  });
}
