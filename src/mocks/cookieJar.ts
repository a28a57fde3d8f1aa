/**
 * A small cookie jar standing in for `tough-cookie` inside msw (aliased in vite.config.ts).
 *
 * msw keeps cookies that mocked responses set (`Set-Cookie`) in a jar of tough-cookie, whose public
 * suffix data (tldts) is about 55 KB of gzipped JavaScript: more than the rest of msw. That data stops
 * a site from setting a cookie for a whole suffix such as `co.uk`; this jar only ever holds cookies
 * set by the demo server's own responses, so it needs domain and path matching and expiry, not the
 * suffix list. It implements exactly the API msw's CookieStore uses.
 */
type CookieJSON = { key: string; value: string; domain: string | null; path: string | null; expires: number | null };

export class Cookie {
  key: string;
  value: string;
  domain: string | null;
  path: string | null;
  /** Epoch milliseconds, or null for a session cookie. */
  expires: number | null;

  constructor({
    key,
    value,
    domain = null,
    path = null,
    expires = null,
  }: Partial<CookieJSON> & { key: string; value: string }) {
    this.key = key;
    this.value = value;
    this.domain = domain;
    this.path = path;
    this.expires = expires;
  }

  static parse(header: string, now = Date.now()): Cookie | undefined {
    const [pair = '', ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return undefined;
    const cookie = new Cookie({ key: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() });
    for (const attribute of attributes) {
      const [rawName = '', ...rest] = attribute.split('=');
      const name = rawName.trim().toLowerCase();
      const value = rest.join('=').trim();
      if (name === 'domain' && value) cookie.domain = value.replace(/^\./, '').toLowerCase();
      else if (name === 'path' && value.startsWith('/')) cookie.path = value;
      else if (name === 'max-age' && /^-?\d+$/.test(value)) cookie.expires = now + Number(value) * 1000;
      else if (name === 'expires' && cookie.expires === null) {
        const time = Date.parse(value);
        if (!Number.isNaN(time)) cookie.expires = time;
      }
    }
    return cookie;
  }

  static fromJSON(raw: unknown): Cookie | undefined {
    const data = typeof raw === 'string' ? safeJson(raw) : raw;
    if (!data || typeof data !== 'object') return undefined;
    const { key, value, domain, path, expires } = data as Partial<CookieJSON>;
    if (typeof key !== 'string' || typeof value !== 'string') return undefined;
    return new Cookie({
      key,
      value,
      domain: domain ?? null,
      path: path ?? null,
      expires: typeof expires === 'number' ? expires : null,
    });
  }

  isExpired(now = Date.now()): boolean {
    return this.expires !== null && this.expires <= now;
  }

  toString(): string {
    return `${this.key}=${this.value}`;
  }

  toJSON(): CookieJSON {
    return { key: this.key, value: this.value, domain: this.domain, path: this.path, expires: this.expires };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Index = Record<string, Record<string, Record<string, Cookie>>>;

export class MemoryCookieStore {
  idx: Index = {};
}

/** RFC 6265 5.1.4: the directory of the request path. */
const defaultPath = (pathname: string) =>
  pathname.lastIndexOf('/') <= 0 ? '/' : pathname.slice(0, pathname.lastIndexOf('/'));

const domainMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
const pathMatches = (requestPath: string, cookiePath: string) =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

export class CookieJar {
  private readonly store: MemoryCookieStore;

  constructor(store = new MemoryCookieStore()) {
    this.store = store;
  }

  async setCookie(header: string, url: string): Promise<Cookie | undefined> {
    const cookie = Cookie.parse(header);
    if (!cookie) return undefined;
    const { hostname, pathname } = new URL(url);
    const host = hostname.toLowerCase();
    // A response may only set cookies for its own host or a parent domain of it.
    if (cookie.domain && !domainMatches(host, cookie.domain)) return undefined;
    cookie.domain ??= host;
    cookie.path ??= defaultPath(pathname);
    const byPath = ((this.store.idx[cookie.domain] ??= {})[cookie.path] ??= {});
    if (cookie.isExpired()) delete byPath[cookie.key];
    else byPath[cookie.key] = cookie;
    return cookie;
  }

  getCookiesSync(url: string): Cookie[] {
    const { hostname, pathname } = new URL(url);
    const host = hostname.toLowerCase();
    const now = Date.now();
    const found: Cookie[] = [];
    for (const [domain, paths] of Object.entries(this.store.idx)) {
      if (!domainMatches(host, domain)) continue;
      for (const [path, cookies] of Object.entries(paths)) {
        if (!pathMatches(pathname, path)) continue;
        for (const cookie of Object.values(cookies)) if (!cookie.isExpired(now)) found.push(cookie);
      }
    }
    // Longer paths first, as browsers send them.
    return found.sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0));
  }
}

export default { Cookie, CookieJar, MemoryCookieStore };
