import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { resetDb } from '@/mocks/db';
import { signToken, userIdFromRequest } from '@/mocks/services/tokens';
import { memoryStorage } from '@/test/memoryStorage';
import { getAccessToken, getRefreshToken, getUserData, onSessionEnd, saveSession } from '../auth/session';
import { ApiError, createApiClient } from './client';
import type { LoginResponse } from './schemas/auth';

const base = 'http://demo.test';

// A protected endpoint: answers only a valid, unexpired access token, as a real backend would.
const protectedEndpoint = http.get('*/api/me', async ({ request }) => {
  const userId = await userIdFromRequest(request);
  return userId ? HttpResponse.json({ userId }) : HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
});

let refreshCalls = 0;
const countRefreshes = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/jwt/refresh-token') refreshCalls += 1;
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  resetDb();
  refreshCalls = 0;
  server.use(protectedEndpoint);
  server.events.on('request:start', countRefreshes);
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

async function signIn(client = createApiClient({ baseUrl: base }), role: 'admin' | 'client' = 'admin') {
  const session = await client.post<LoginResponse>('/jwt/login', { email: `${role}@demo.com`, password: role });
  saveSession(session.userData, session);
  return session;
}

describe('api client', () => {
  it('sends the stored access token as a Bearer header', async () => {
    const client = createApiClient({ baseUrl: base });
    await signIn(client);
    await expect(client.get('/api/me')).resolves.toEqual({ userId: 1 });
    expect(refreshCalls).toBe(0);
  });

  it('refreshes once for five concurrent 401s, and all five then succeed', async () => {
    const client = createApiClient({ baseUrl: base });
    const session = await signIn(client);
    localStorage.setItem('accessToken', 'expired-or-forged');

    const results = await Promise.all(Array.from({ length: 5 }, () => client.get('/api/me')));

    expect(results).toEqual(Array.from({ length: 5 }, () => ({ userId: 1 })));
    expect(refreshCalls).toBe(1);
    expect(getAccessToken()).not.toBe('expired-or-forged');
    expect(getRefreshToken()).not.toBe(session.refreshToken);
  });

  it('ends the session when the refresh fails: userData and both tokens are cleared', async () => {
    const client = createApiClient({ baseUrl: base });
    await signIn(client);
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'not-a-valid-refresh-token');
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);

    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => client.get('/api/me')));
    unsubscribe();

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    }
    expect(refreshCalls).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(ended).toHaveBeenCalled();
  });

  it('does not try to refresh a failed sign-in, and exposes its field error', async () => {
    const client = createApiClient({ baseUrl: base });
    const error = await client
      .post('/jwt/login', { email: 'admin@demo.com', password: 'wrong' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Email or Password is Invalid' });
    expect(refreshCalls).toBe(0);
  });

  it('turns a validation failure into a message naming the field', async () => {
    const client = createApiClient({ baseUrl: base });
    const error = (await client
      .post('/jwt/register', { email: 'nope', password: 'x', username: 'x' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors.email).toBe('must be an email address');
    expect(error.message).toContain('email');
  });

  it('treats a corrupt stored session as signed out', () => {
    localStorage.setItem('accessToken', 'x');
    localStorage.setItem('userData', '{"id": 1, "fullName"');
    expect(getUserData()).toBeNull();
    localStorage.setItem('userData', JSON.stringify({ id: 1 }));
    expect(getUserData()).toBeNull();
  });
});

// The same flows against the demo server's own checks (its data routes need a token and an ability).
describe('api client against the demo server', () => {
  it('an expired access token: exactly one refresh, then the call succeeds', async () => {
    const client = createApiClient({ baseUrl: base });
    await signIn(client);
    const elevenMinutesAgo = Date.now() - 11 * 60 * 1000;
    localStorage.setItem('accessToken', await signToken(1, 'access', elevenMinutesAgo));

    const answer = await client.get<{ notifications: unknown[] }>('/api/notifications');

    expect(answer.notifications.length).toBeGreaterThan(0);
    expect(refreshCalls).toBe(1);
  });

  it('forged access and refresh tokens: the session ends at the first call', async () => {
    const client = createApiClient({ baseUrl: base });
    await signIn(client);
    const forged = (await signToken(1, 'access')).replace(/\.[^.]+$/, '.Zm9yZ2VkLXNpZ25hdHVyZQ');
    localStorage.setItem('accessToken', forged);
    localStorage.setItem('refreshToken', forged);
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);

    const error = await client.get('/api/users/list/data').catch((e: unknown) => e);
    unsubscribe();

    expect(error).toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getUserData()).toBeNull();
  });

  it("the client's token on admin data: an ApiError 403, no refresh, the session kept", async () => {
    const client = createApiClient({ baseUrl: base });
    await signIn(client, 'client');

    const error = await client.get('/api/users/list/data').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toMatch(/^You do not have permission/);
    expect(refreshCalls).toBe(0);
    expect(getUserData()?.role).toBe('client');
  });
});
