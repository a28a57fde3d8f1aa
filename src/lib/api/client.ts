import { clearSession, cookieSession, getAccessToken, getRefreshToken, hasSession, saveTokens } from '../auth/session';
import { isApiErrorBody, type ApiErrorBody } from './errors';
import { authPaths } from './paths/auth';
import type { Tokens } from './schemas/auth';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body: unknown, fallback: string) {
    const parsed = isApiErrorBody(body) ? body : undefined;
    const message = typeof parsed?.error === 'string' ? parsed.error : fallback;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = parsed;
  }

  /** Messages keyed by field, from `error: { email: '…' }` or from `issues`. */
  get fieldErrors(): Record<string, string> {
    if (!this.body) return {};
    if (typeof this.body.error === 'object') return this.body.error;
    return Object.fromEntries((this.body.issues ?? []).map((issue) => [issue.path, issue.message]));
  }
}

type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
export type RequestOptions = Omit<RequestInit, 'body'> & { query?: Query; body?: unknown };

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

// What each call waits for before it leaves: the demo server's worker taking control of the page.
let gate: () => Promise<unknown> = () => Promise.resolve();

/**
 * Holds every call until `ready()` settles; `ready` is asked once per call and may start what it waits
 * for. The app paints and loads its first screen while the demo server starts; a call made meanwhile
 * would otherwise reach the real network instead of the demo.
 */
export function holdRequestsUntil(ready: () => Promise<unknown>): void {
  gate = () => ready().catch(() => undefined);
}

export function createApiClient({ baseUrl = '' }: { baseUrl?: string } = {}) {
  // The refresh in flight, shared by every request that hits a 401 meanwhile.
  let refreshing: Promise<string | null> | null = null;

  /**
   * Trades the refresh token for new tokens: the next access token (bearer), or `cookie` when the
   * server renewed the session's cookies; null when the session is over.
   */
  function refreshSession(): Promise<string | null> {
    refreshing ??= (async () => {
      const refreshToken = getRefreshToken();
      if (!cookieSession && !refreshToken) return null;
      try {
        await gate();
        const response = await fetch(buildUrl(baseUrl, authPaths.refreshToken), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          // A cookie session's refresh token is a cookie the server reads itself.
          ...(cookieSession ? { credentials: 'include' } : { body: JSON.stringify({ refreshToken }) }),
        });
        if (!response.ok) return null;
        if (cookieSession) return 'cookie';
        const tokens = (await response.json()) as Tokens;
        saveTokens(tokens);
        return tokens.accessToken;
      } catch {
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(
    path: string,
    { query, body, headers, ...init }: RequestOptions = {},
    retried = false,
  ): Promise<T> {
    await gate();
    const token = cookieSession ? null : getAccessToken();
    const response = await fetch(buildUrl(baseUrl, path, query), {
      ...(cookieSession && { credentials: 'include' }),
      ...init,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(token && { Authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

    if (response.status === 401 && !retried && (cookieSession ? hasSession() : token) && !path.startsWith('/jwt/')) {
      // Another request may have refreshed while this one was in flight: use its token, refresh once.
      const current = getAccessToken();
      const next = current && current !== token ? current : await refreshSession();
      if (!next) {
        clearSession();
        throw new ApiError(401, await readJson(response), 'Your session has ended. Please sign in again.');
      }
      return request<T>(path, { query, body, headers, ...init }, true);
    }

    const data = await readJson(response);
    if (!response.ok) throw new ApiError(response.status, data, `Request failed with status ${response.status}`);
    // Development and tests check each answer against its endpoint's schema; a production build
    // leaves the check and the schemas out.
    // A cookie session's sign-in and refresh answer without their tokens, which the contract describes.
    if (import.meta.env.DEV && !(cookieSession && path.startsWith('/jwt/'))) {
      const { checkAnswer } = await import('./checkAnswer');
      checkAnswer(init.method ?? 'GET', path, response.status, data);
    }
    return data as T;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. Set VITE_API_URL to send every call to a real backend instead of the demo server. */
export const api = createApiClient({ baseUrl: import.meta.env.VITE_API_URL ?? '' });
