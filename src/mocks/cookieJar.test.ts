import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from './cookieJar';

describe('cookie jar (msw stand-in for tough-cookie)', () => {
  it('stores a cookie for its host and default path and returns it for matching URLs', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    await jar.setCookie('session=abc; Path=/api', 'http://demo.test/api/login');
    expect(jar.getCookiesSync('http://demo.test/api/users').map(String)).toEqual(['session=abc']);
    expect(jar.getCookiesSync('http://demo.test/apiary')).toEqual([]);
    expect(jar.getCookiesSync('http://other.test/api/users')).toEqual([]);
  });

  it('refuses a cookie for a domain the response does not belong to', async () => {
    const jar = new CookieJar();
    expect(await jar.setCookie('x=1; Domain=evil.test', 'http://demo.test/')).toBeUndefined();
    await jar.setCookie('y=2; Domain=demo.test', 'http://app.demo.test/');
    expect(jar.getCookiesSync('http://demo.test/').map(String)).toEqual(['y=2']);
  });

  it('drops expired cookies and deletes on Max-Age=0', async () => {
    const jar = new CookieJar();
    await jar.setCookie('a=1; Path=/', 'http://demo.test/');
    await jar.setCookie('old=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'http://demo.test/');
    expect(jar.getCookiesSync('http://demo.test/').map(String)).toEqual(['a=1']);
    await jar.setCookie('a=1; Path=/; Max-Age=0', 'http://demo.test/');
    expect(jar.getCookiesSync('http://demo.test/')).toEqual([]);
  });

  it('round-trips through JSON as msw persists it, and ignores garbage', () => {
    const cookie = Cookie.parse('k=v; Path=/; Domain=demo.test')!;
    expect(Cookie.fromJSON(cookie.toJSON())).toEqual(cookie);
    expect(Cookie.fromJSON(JSON.stringify(cookie.toJSON()))).toEqual(cookie);
    expect(Cookie.fromJSON('{not json')).toBeUndefined();
    expect(Cookie.fromJSON({ key: 1 })).toBeUndefined();
  });

  describe('inside msw (the alias is active in tests too)', () => {
    const server = setupServer(
      http.get('*/set', () => new HttpResponse(null, { headers: { 'Set-Cookie': 'theme=dark; Path=/' } })),
      http.get('*/echo', ({ cookies }) => HttpResponse.json(cookies)),
    );
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('a cookie set by a mocked response reaches the next handler', async () => {
      await fetch('http://demo.test/set');
      const echoed = await (await fetch('http://demo.test/echo')).json();
      expect(echoed).toMatchObject({ theme: 'dark' });
    });
  });
});
