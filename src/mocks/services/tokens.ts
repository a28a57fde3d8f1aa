import { jwtVerify, SignJWT } from 'jose';

/** Both tokens expire after 10 minutes (SPEC 9). */
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

/** The user id a valid, unexpired token of that kind names; undefined for anything else. */
export async function verifyToken(token: string, kind: Kind): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(kind), { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return payload.kind === kind && Number.isInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The user id behind `Authorization: Bearer <access token>`, if valid. */
export async function userIdFromRequest(request: Request): Promise<number | undefined> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  return match ? verifyToken(match[1]!, 'access') : undefined;
}
