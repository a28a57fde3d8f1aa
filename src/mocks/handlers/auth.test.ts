import { describe, expect, it } from 'vitest';
import { base, withDemoServer } from '@/test/demoServer';
import { setDemoNow } from '../clock';
import { TOKEN_TTL_SECONDS } from '../services/tokens';

withDemoServer();

/** A token's claims, read without checking it, as a client may. */
const decodeJwt = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub?: string; iat?: number; exp?: number };

// This file reads raw Responses (status and JSON separately), hence its own fetch helper.
const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /jwt/login', () => {
  it.each([
    ['admin@demo.com', 'admin', 'admin', [{ action: 'manage', subject: 'all' }]],
    [
      'client@demo.com',
      'client',
      'client',
      [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    ],
  ])('signs in %s with role and abilities of docs/demo-api.md', async (email, password, role, ability) => {
    const response = await post('/jwt/login', { email, password });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.userData).toMatchObject({ email, role, ability, extras: { eCommerceCartItemsCount: 5 } });
    expect(body.userData).not.toHaveProperty('password');
    const claims = decodeJwt(body.accessToken);
    expect(claims.exp! - claims.iat!).toBe(TOKEN_TTL_SECONDS.access);
    const refreshClaims = decodeJwt(body.refreshToken);
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(TOKEN_TTL_SECONDS.refresh);
    expect(body.refreshToken).not.toBe(body.accessToken);
  });

  it('answers a mismatch with 400 and error.email (docs/demo-api.md)', async () => {
    const response = await post('/jwt/login', { email: 'admin@demo.com', password: 'wrong' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { email: 'Email or Password is Invalid' } });
  });

  it.each([
    ['not JSON', '{oops', /must be JSON/],
    ['a missing password', { email: 'admin@demo.com' }, /password/],
    ['a wrong type', { email: 42, password: 'x' }, /email/],
  ])('rejects %s with a 400 that names the problem', async (_case, body, message) => {
    const response = await post('/jwt/login', body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
  });
});

describe('POST /jwt/register', () => {
  it('answers taken email and username with 200 and the docs/demo-api.md messages', async () => {
    const response = await post('/jwt/register', { email: 'ADMIN@demo.com', username: 'johndoe', password: 'x' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      error: { email: 'This email is already in use.', username: 'This username is already in use.' },
    });
  });

  it('creates an admin with manage-all and signs them in; the new account can log in', async () => {
    const response = await post('/jwt/register', { email: 'new@demo.com', username: 'newbie', password: 'secret' });
    const body = await response.json();
    expect(body.userData).toMatchObject({
      id: 3,
      email: 'new@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    expect((await post('/jwt/login', { email: 'new@demo.com', password: 'secret' })).status).toBe(200);
  });

  it('rejects an invalid email with a 400', async () => {
    const response = await post('/jwt/register', { email: 'nope', username: 'x', password: 'x' });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: 'email', message: 'must be an email address' }]);
  });
});

describe('POST /jwt/refresh-token', () => {
  it('trades a valid refresh token for new tokens', async () => {
    const { refreshToken } = await (await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).json();
    const response = await post('/jwt/refresh-token', { refreshToken });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(decodeJwt(body.accessToken).sub).toBe('1');
  });

  it.each([
    ['garbage', { refreshToken: 'garbage' }],
    ['no token', {}],
    ['not JSON', 'nope'],
  ])('answers %s with 401 Invalid refresh token (docs/demo-api.md)', async (_case, body) => {
    const response = await post('/jwt/refresh-token', body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid refresh token' });
  });

  it('refuses an access token used as a refresh token', async () => {
    const { accessToken } = await (await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).json();
    expect((await post('/jwt/refresh-token', { refreshToken: accessToken })).status).toBe(401);
  });
});

describe('POST /jwt/forgot-password', () => {
  it('answers the same for a known and an unknown address', async () => {
    const known = await post('/jwt/forgot-password', { email: 'admin@demo.com' });
    const unknown = await post('/jwt/forgot-password', { email: 'nobody@demo.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const message = async (response: Response, email: string) =>
      ((await response.json()) as { message: string }).message.replace(email, 'X');
    expect(await message(known, 'admin@demo.com')).toBe(await message(unknown, 'nobody@demo.com'));
  });

  it('refuses a malformed email with 400 naming the field', async () => {
    const response = await post('/jwt/forgot-password', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('email');
  });
});

describe('POST /jwt/reset-password', () => {
  const tokenFor = async (email: string) =>
    ((await (await post('/jwt/forgot-password', { email })).json()) as { demo: { resetToken: string } }).demo
      .resetToken;

  it('sets the new password once; the token then stops working', async () => {
    const token = await tokenFor('admin@demo.com');
    const reset = await post('/jwt/reset-password', { token, password: 'new-secret' });
    expect(reset.status).toBe(200);
    expect((await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).status).toBe(400);
    expect((await post('/jwt/login', { email: 'admin@demo.com', password: 'new-secret' })).status).toBe(200);
    const again = await post('/jwt/reset-password', { token, password: 'another-one' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { token: string } }).error.token).toMatch(/invalid or has expired/);
  });

  it('gives a token for an unknown address too, and resetting with it changes no account', async () => {
    const token = await tokenFor('nobody@demo.com');
    expect((await post('/jwt/reset-password', { token, password: 'whatever' })).status).toBe(200);
    expect((await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).status).toBe(200);
  });

  it('refuses an unknown or expired token, and a short password naming the field', async () => {
    expect((await post('/jwt/reset-password', { token: 'made-up', password: 'long-enough' })).status).toBe(400);
    const token = await tokenFor('admin@demo.com');
    setDemoNow(new Date(Date.now() + 31 * 60 * 1000));
    try {
      expect((await post('/jwt/reset-password', { token, password: 'long-enough' })).status).toBe(400);
    } finally {
      setDemoNow();
    }
    const short = await post('/jwt/reset-password', { token: await tokenFor('admin@demo.com'), password: 'abc' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: string }).error).toContain('password');
  });
});

describe('POST /jwt/verify-email/resend', () => {
  it('answers the same for any well-formed email and refuses a malformed one', async () => {
    expect((await post('/jwt/verify-email/resend', { email: 'admin@demo.com' })).status).toBe(200);
    expect((await post('/jwt/verify-email/resend', { email: 'nope' })).status).toBe(400);
  });
});

describe('POST /jwt/two-steps', () => {
  const send = async () =>
    (await (await post('/jwt/two-steps/send', {})).json()) as {
      challenge: string;
      phone: string;
      demo: { code: string };
    };

  it('accepts the code it sent, once', async () => {
    const { challenge, demo, phone } = await send();
    expect(phone).toMatch(/1234$/);
    expect(demo.code).toMatch(/^\d{6}$/);
    expect((await post('/jwt/two-steps/verify', { challenge, code: demo.code })).status).toBe(200);
    expect((await post('/jwt/two-steps/verify', { challenge, code: demo.code })).status).toBe(400);
  });

  it('refuses a wrong code naming the field, and a malformed one', async () => {
    const { challenge, demo } = await send();
    const wrong = String((Number(demo.code) + 1) % 1_000_000).padStart(6, '0');
    const response = await post('/jwt/two-steps/verify', { challenge, code: wrong });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toMatch(/wrong or has expired/);
    expect((await post('/jwt/two-steps/verify', { challenge, code: '12ab' })).status).toBe(400);
    // The right code still works after a wrong try.
    expect((await post('/jwt/two-steps/verify', { challenge, code: demo.code })).status).toBe(200);
  });

  it('ends the challenge after five wrong codes', async () => {
    const { challenge, demo } = await send();
    const wrong = String((Number(demo.code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await post('/jwt/two-steps/verify', { challenge, code: wrong });
    expect((await post('/jwt/two-steps/verify', { challenge, code: demo.code })).status).toBe(400);
  });
});
