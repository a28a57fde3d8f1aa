import { describe, expect, it } from 'vitest';
import { signToken } from '../services/tokens';
import { call, withDemoServer } from '@/test/demoServer';

withDemoServer();

const ELEVEN_MINUTES = 11 * 60 * 1000;
// Signed with another secret: what someone would make up to get in.
const forged =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJraW5kIjoiYWNjZXNzIiwic3ViIjoiMSIsImV4cCI6OTk5OTk5OTk5OX0.' +
  'c2lnbmVkLXdpdGgtYW5vdGhlci1zZWNyZXQtbm90LW91cnM';

type ErrorBody = { error: string };

describe('the demo server checks the access token', () => {
  it('answers a data route without a token with 401 saying so', async () => {
    const { status, body } = await call<ErrorBody>('GET', '/api/users/list/data', { as: null });
    expect(status).toBe(401);
    expect(body.error).toMatch(/Authorization: Bearer/);
  });

  it('answers an expired token with 401 saying it expired (the client then refreshes)', async () => {
    const expired = await signToken(1, 'access', Date.now() - ELEVEN_MINUTES);
    const { status, body } = await call<ErrorBody>('GET', '/api/users/list/data', { as: { token: expired } });
    expect(status).toBe(401);
    expect(body.error).toMatch(/expired/);
  });

  it('answers a forged token, or a refresh token used as access token, with 401', async () => {
    const refresh = await signToken(1, 'refresh');
    for (const token of [forged, refresh, 'not-a-jwt']) {
      const { status, body } = await call<ErrorBody>('GET', '/api/notifications', { as: { token } });
      expect(status, token).toBe(401);
      expect(body.error).toBe('The access token is not valid.');
    }
  });

  it('answers a valid token of a user who does not exist with 401', async () => {
    const { status } = await call('GET', '/api/notifications', { as: { token: await signToken(999, 'access') } });
    expect(status).toBe(401);
  });

  it('lets the sign-in calls through without a token', async () => {
    const { status } = await call('POST', '/jwt/login', {
      body: { email: 'admin@demo.com', password: 'admin' },
      as: null,
    });
    expect(status).toBe(200);
  });
});

describe('the demo server checks the abilities of the token’s user', () => {
  it.each([
    ['GET', '/api/users/list/data'],
    ['GET', '/apps/roles/data'],
    ['GET', '/apps/permissions/data'],
    ['GET', '/apps/invoice/invoices'],
    ['GET', '/card/card-statistics/orders'],
    ['GET', '/pricing/data'],
    ['GET', '/apps/ecommerce/products'],
    ['POST', '/apps/ecommerce/cart'],
  ])('answers the client 403 on admin data: %s %s', async (method, path) => {
    const { status, body } = await call<ErrorBody>(method, path, { as: 'client', body: { productId: 1 } });
    expect(status).toBe(403);
    expect(body.error).toMatch(/^You do not have permission to (read|manage) /);
  });

  it.each([
    ['GET', '/api/main-search/data'],
    ['GET', '/api/bookmarks/data'],
    ['GET', '/api/notifications'],
    ['GET', '/apps/ecommerce/cart'],
  ])('answers the client what its navbar shows: %s %s', async (method, path) => {
    expect((await call(method, path, { as: 'client' })).status).toBe(200);
  });

  it.each([
    ['GET', '/api/users/list/data'],
    ['GET', '/card/card-statistics/orders'],
    ['GET', '/apps/invoice/invoices'],
    ['GET', '/api/notifications'],
  ])('answers the admin (manage all): %s %s', async (method, path) => {
    expect((await call(method, path, { as: 'admin' })).status).toBe(200);
  });

  it('gives a newly registered user (manage all) everything', async () => {
    const { body } = await call<{ accessToken: string }>('POST', '/jwt/register', {
      body: { email: 'new@demo.com', password: 'secret123', username: 'newbie' },
      as: null,
    });
    expect((await call('GET', '/api/users/list/data', { as: { token: body.accessToken } })).status).toBe(200);
  });
});
