import { tokens, type LoginResponse, type Tokens, type TwoStepsSendResponse } from '@/lib/api/schemas/auth';
import { contract } from '../contract';
import { schemaProblems } from '../issues';
import { at, type Flow } from './support';

// A read any signed-in user may make, with no input: where a refreshed token is tried.
const tokenProbe = contract.find(
  (e) => e.method === 'get' && e.isProtected && !e.params && (!e.query || e.query.safeParse({}).success),
)!;

type Claims = { exp?: unknown };
/** A JWT's claims; `undefined` for a token that is not a JWT (an opaque session id). */
function claimsOf(token: string): Claims | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return claims && typeof claims === 'object' ? claims : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the session's tokens say of their expiry (the contract: 10 minutes and 8 hours). A token
 * that never expires leaves the client's refresh unused, and a stolen token valid for good.
 */
function expiryProblem(accessToken: string, refreshToken: string): string | undefined {
  const access = claimsOf(accessToken);
  const refresh = claimsOf(refreshToken);
  if (access && typeof access.exp !== 'number') return 'the access token never expires (its JWT has no exp)';
  if (access && refresh && typeof refresh.exp === 'number' && refresh.exp <= (access.exp as number))
    return 'the refresh token expires before the access token: no refresh could succeed';
  return undefined;
}

/** Sign-in, refresh, and (with `--test-server`) a user of the check's own from sign-up to sign-out. */
export const authFlow: Flow = {
  domains: ['auth'],
  async run(t, { email, password, stamp }) {
    await t.check('POST /jwt/login', {
      valid: { body: { email, password } },
      also: [{ what: 'for a wrong password', input: { body: { email, password: `${password}-wrong` } }, status: 400 }],
    });
    if (claimsOf(t.session.accessToken))
      t.record('POST /jwt/login', 'token expiry', expiryProblem(t.session.accessToken, t.session.refreshToken));
    else t.note('POST /jwt/login', 'opaque tokens: their expiry was not checked');

    const refreshed = await t.check<Tokens>('POST /jwt/refresh-token', {
      valid: { body: { refreshToken: t.session.refreshToken } },
      also: [
        { what: 'for an unknown refresh token', input: { body: { refreshToken: 'not-a-refresh-token' } }, status: 401 },
        // An access token is not a refresh token.
        { what: 'for an access token', input: { body: { refreshToken: t.session.accessToken } }, status: 401 },
      ],
    });
    // The tokens alone are what the session goes on with, whatever else the answer holds.
    if (refreshed && schemaProblems(tokens, refreshed).length === 0) {
      const probe = await t.call({ method: 'GET', path: tokenProbe.path, token: refreshed.accessToken });
      t.record(
        'POST /jwt/refresh-token',
        'the new access token',
        probe.status === 200
          ? undefined
          : `the new access token: expected 200 from ${tokenProbe.key}, got ${probe.status}`,
      );
      // The old refresh token may be spent now: carry on with the new pair.
      t.session = { accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken };
    }

    // Everything below makes or changes an account: a user of the check's own.
    const newEmail = `api-check-${stamp}-user@example.test`;
    const registered = await t.check<LoginResponse>('POST /jwt/register', {
      valid: { body: { email: newEmail, password: 'Check-1234', username: `api-check-${stamp}` } },
    });
    if (registered) t.leftBehind.push(`the user ${newEmail} (the contract has no way to delete an account)`);
    const token = at<string>(registered, 'accessToken');

    const reset = await t.check<{ demo?: { resetToken?: string } }>('POST /jwt/forgot-password', {
      valid: { body: { email: newEmail } },
    });
    const resetToken = at<string>(reset, 'demo', 'resetToken');
    await t.check('POST /jwt/reset-password', {
      needs: { 'a reset token (demo.resetToken of POST /jwt/forgot-password)': resetToken },
      valid: { body: { token: resetToken, password: 'Check-5678' } },
      after: [
        { what: 'for a used token', input: { body: { token: resetToken, password: 'Check-9012' } }, status: 400 },
      ],
    });
    await t.check('POST /jwt/verify-email/resend', { valid: { body: { email: newEmail } } });

    const code = await t.check<TwoStepsSendResponse>('POST /jwt/two-steps/send', {
      needs: { 'the registered user': token },
      valid: {},
      token,
    });
    await t.check('POST /jwt/two-steps/verify', {
      needs: { 'a code (demo.code of POST /jwt/two-steps/send)': at(code, 'demo', 'code') },
      valid: { body: { challenge: code?.challenge, code: code?.demo.code } },
      also: [
        { what: 'for a wrong code', input: { body: { challenge: code?.challenge, code: '000000' } }, status: 400 },
      ],
      token,
    });
    await t.check('POST /jwt/logout', { needs: { 'the registered user': token }, valid: {}, token });
  },
};
