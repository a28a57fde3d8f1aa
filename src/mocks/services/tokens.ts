import { errors, jwtVerify, SignJWT } from 'jose';

/** Both tokens expire after 10 minutes (docs/demo-api.md). */
export const TOKEN_TTL_SECONDS = 10 * 60;

// A demo secret: this server runs in the visitor's browser, so nothing it signs is a real secret.
const accessKey = new TextEncoder().encode('demo-access-token-secret-not-for-production');
const refreshKey = new TextEncoder().encode('demo-refresh-token-secret-not-for-production');

type Kind = 'access' | 'refresh';
const keyFor = (kind: Kind) => (kind === 'access' ? accessKey : refreshKey);

export async function signToken(userId: number, kind: Kind, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return (
    new SignJWT({ kind })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
      // A unique id keeps two tokens signed in the same second distinct.
      .setJti(crypto.randomUUID())
      .sign(keyFor(kind))
  );
}

/** What a token is worth: the user it names, or why it names nobody. */
export type TokenCheck = { ok: true; userId: number } | { ok: false; reason: 'expired' | 'invalid' };

export async function checkToken(token: string, kind: Kind): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyFor(kind), { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return payload.kind === kind && Number.isInteger(id) ? { ok: true, userId: id } : { ok: false, reason: 'invalid' };
  } catch (error) {
    // jose checks the signature before the expiry: a forged token is invalid, never merely expired.
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
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
