import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { authPaths } from '@/lib/api/paths/auth';
import { TOKEN_TTL_SECONDS } from '@/mocks/services/tokens';

export const sessionCookieNames = { access: 'session', refresh: 'session_refresh' } as const;

/** The answers that start or renew a session: their tokens become cookies and leave the body. */
const issuing = new Set<string>([authPaths.login, authPaths.register, authPaths.refreshToken]);

const isLocal = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/**
 * Sessions in cookies, in front of handlers that speak bearer tokens: the demo server's route
 * tables stay one implementation, and this layer is what a real backend's cookie session does.
 *
 * - Sign-in, registration and refresh answer their tokens as HttpOnly cookies (Secure except on this
 *   machine, SameSite=Lax), and the body keeps only the user: no script in the page can read them.
 * - A call's session cookie becomes its `Authorization` header; a refresh takes its token from the
 *   refresh cookie, which is sent to `/jwt/…` only.
 * - A failed refresh and sign-out clear both cookies.
 * - Changes are taken only from the app's own origins (Hono's CSRF check refuses a form posted from
 *   elsewhere; a JSON call from elsewhere needs CORS's preflight, which names only those origins).
 */
export function cookieSession({ origins }: { origins: readonly string[] }): MiddlewareHandler {
  const csrfCheck = csrf({ origin: [...origins], secFetchSite: ['same-origin', 'same-site'] });

  return async (c, next) => {
    await csrfCheck(c, async () => {});
    const path = new URL(c.req.url).pathname;
    const access = getCookie(c, sessionCookieNames.access);
    const refresh = getCookie(c, sessionCookieNames.refresh);

    const { raw } = c.req;
    const headers = new Headers(raw.headers);
    if (access && !headers.has('authorization')) headers.set('authorization', `Bearer ${access}`);
    let body: BodyInit | null = raw.body;
    if (path === authPaths.refreshToken && raw.method === 'POST') {
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      body = JSON.stringify({ refreshToken: refresh ?? '' });
    }
    c.req.raw = new Request(raw.url, { method: raw.method, headers, body, duplex: 'half' } as RequestInit);

    await next();

    const secure = !isLocal(c.req.url);
    const cookie = (name: string, value: string, maxAge: number, cookiePath = '/') =>
      generateCookie(name, value, { httpOnly: true, secure, sameSite: 'Lax', path: cookiePath, maxAge });
    const setCookies: string[] = [];
    let answer: string | undefined;

    if (issuing.has(path) && c.res.ok) {
      const { accessToken, refreshToken, ...rest } = (await c.res.clone().json()) as Record<string, unknown>;
      if (typeof accessToken === 'string' && typeof refreshToken === 'string') {
        // The browser keeps both as long as the refresh token lasts; the tokens' own expiry decides.
        setCookies.push(
          cookie(sessionCookieNames.access, accessToken, TOKEN_TTL_SECONDS.refresh),
          cookie(sessionCookieNames.refresh, refreshToken, TOKEN_TTL_SECONDS.refresh, '/jwt'),
        );
        answer = JSON.stringify(rest);
      }
    } else if (path === authPaths.logout || (path === authPaths.refreshToken && c.res.status === 401)) {
      setCookies.push(cookie(sessionCookieNames.access, '', 0), cookie(sessionCookieNames.refresh, '', 0, '/jwt'));
    }
    if (setCookies.length === 0) return;

    const response = new Response(answer ?? c.res.body, c.res);
    if (answer !== undefined) response.headers.delete('content-length');
    setCookies.forEach((value) => response.headers.append('Set-Cookie', value));
    c.res = undefined;
    c.res = response;
  };
}
