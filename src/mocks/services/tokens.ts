import { serverTime } from '../clock';

/**
 * An access token lasts 10 minutes, a refresh token 8 hours (docs/demo-api.md): the refresh token
 * must outlive the access token, or no refresh could ever succeed once the access token expires.
 */
export const TOKEN_TTL_SECONDS = { access: 10 * 60, refresh: 8 * 60 * 60 } as const;

// A demo secret: this server runs in the visitor's browser, so nothing it signs is a real secret.
const secrets = {
  access: 'demo-access-token-secret-not-for-production',
  refresh: 'demo-refresh-token-secret-not-for-production',
};

type Kind = keyof typeof secrets;

/**
 * JSON Web Tokens signed with HMAC SHA-256 (HS256) by the browser's own Web Crypto: the few lines a
 * demo server needs, where a JWT library added 6 KB gzip to every signed-in page.
 */
const keys = new Map<Kind, Promise<CryptoKey>>();
function keyFor(kind: Kind): Promise<CryptoKey> {
  let key = keys.get(kind);
  if (!key) {
    const secret = new TextEncoder().encode(secrets[kind]);
    key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(kind, key);
  }
  return key;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
const encodeJson = (value: object) => base64url(new TextEncoder().encode(JSON.stringify(value)));

export async function signToken(userId: number, kind: Kind, now = serverTime()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  const claims = {
    kind,
    sub: String(userId),
    iat: issuedAt,
    exp: issuedAt + TOKEN_TTL_SECONDS[kind],
    // A unique id keeps two tokens signed in the same second distinct.
    jti: crypto.randomUUID(),
  };
  const signed = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(claims)}`;
  const signature = await crypto.subtle.sign('HMAC', await keyFor(kind), new TextEncoder().encode(signed));
  return `${signed}.${base64url(new Uint8Array(signature))}`;
}

/** What a token is worth: the user it names, or why it names nobody. */
export type TokenCheck = { ok: true; userId: number } | { ok: false; reason: 'expired' | 'invalid' };

/** The signature is checked before the expiry: a forged token is invalid, never merely expired. */
export async function checkToken(token: string, kind: Kind): Promise<TokenCheck> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  try {
    const [header, payload, signature, ...rest] = token.split('.');
    if (!header || !payload || !signature || rest.length > 0) return invalid;
    if ((JSON.parse(new TextDecoder().decode(fromBase64url(header))) as { alg?: unknown }).alg !== 'HS256')
      return invalid;
    const signed = new TextEncoder().encode(`${header}.${payload}`);
    if (!(await crypto.subtle.verify('HMAC', await keyFor(kind), fromBase64url(signature), signed))) return invalid;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as Record<string, unknown>;
    if (typeof claims.exp !== 'number') return invalid;
    if (claims.exp <= Math.floor(serverTime() / 1000)) return { ok: false, reason: 'expired' };
    const id = Number(claims.sub);
    return claims.kind === kind && Number.isInteger(id) ? { ok: true, userId: id } : invalid;
  } catch {
    // Not base64url, not JSON: not a token.
    return invalid;
  }
}

/** The user id a valid, unexpired token of that kind names; undefined for anything else. */
export async function verifyToken(token: string, kind: Kind): Promise<number | undefined> {
  const check = await checkToken(token, kind);
  return check.ok ? check.userId : undefined;
}

/** The token of `Authorization: Bearer <token>`; undefined when the header is missing or not Bearer. */
export const bearerToken = (request: Request): string | undefined =>
  /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];

/** The user id behind `Authorization: Bearer <access token>`, if valid. */
export async function userIdFromRequest(request: Request): Promise<number | undefined> {
  const token = bearerToken(request);
  return token ? verifyToken(token, 'access') : undefined;
}
