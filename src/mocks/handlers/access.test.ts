import { HttpResponse, type HttpResponseResolver } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsersSeed } from '../data/authUsers';
import { servedRoutes } from '../index';
import { server } from '../node';
import { defineDomain, get as getRoute, post as postRoute } from '../router/domain';
import type { Route } from '../router/table';
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
    const { status, body } = await call<ErrorBody>('GET', '/api/notifications', { as: null });
    expect(status).toBe(401);
    expect(body.error).toMatch(/Authorization: Bearer/);
  });

  it('answers an expired token with 401 saying it expired (the client then refreshes)', async () => {
    const expired = await signToken(1, 'access', Date.now() - ELEVEN_MINUTES);
    const { status, body } = await call<ErrorBody>('GET', '/api/notifications', { as: { token: expired } });
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

/**
 * The cases come from the route table: the routes this app's demo server serves, with who may call
 * each (`npm run prune` removes whole domains, so no route is named here unless every starter has
 * it), and a probe domain of this test's own, a read and a change of `User` data, so that a starter
 * without any such domain still checks the refusal.
 */
const probe = defineDomain(
  'probe',
  async () => ({ answer: (() => HttpResponse.json({ ok: true })) as HttpResponseResolver }),
  ['User'],
  [getRoute('/probe/data', 'answer'), postRoute('/probe/data', 'answer')],
);
const routes: Route[] = [...servedRoutes(), ...probe[0].routes].map(({ method, path, access }) => ({
  method,
  path,
  access,
}));
// A path to call: each `:param` filled in (the check comes before the route reads it).
const pathOf = (route: Route) => route.path.replace(/:[^/]+/g, '1');
const asRow = (route: Route) => [route.method, pathOf(route)] as const;
const bodyOf = (method: string) => (method === 'GET' ? undefined : {});

// CASL's rules without conditions, as the client's abilities read: GET needs `read`, a change `manage`.
const client = authUsersSeed.find((user) => user.role === 'client')!;
const clientMay = ({ method, access }: Route) =>
  access === 'public' ||
  access === 'signedIn' ||
  access.some((subject) =>
    client.ability.some(
      (rule) =>
        (rule.action === 'manage' || rule.action === (method === 'GET' ? 'read' : 'manage')) &&
        (rule.subject === 'all' || rule.subject === subject),
    ),
  );
const needsAbility = (route: Route) => Array.isArray(route.access);

// The navbar's search, bookmarks and notifications are every signed-in user's, in every starter.
const navbar = [
  ['GET', '/api/main-search/data'],
  ['GET', '/api/bookmarks/data'],
  ['GET', '/api/notifications'],
] as const;
const byName = (rows: readonly (readonly [string, string])[]) => [
  ...new Map(rows.map((row) => [row.join(' '), row])).values(),
];

describe('the demo server checks the abilities of the token’s user', () => {
  beforeAll(() => server.use(...probe));
  afterAll(() => server.resetHandlers());

  // Every route that needs an ability the client lacks: users, roles, invoices, cards… as far as they are kept.
  it.each(
    routes
      .filter(needsAbility)
      .filter((route) => !clientMay(route))
      .map(asRow),
  )('answers the client 403 on admin data: %s %s', async (method, path) => {
    const { status, body } = await call<ErrorBody>(method, path, { as: 'client', body: bodyOf(method) });
    expect(status).toBe(403);
    expect(body.error).toMatch(/^You do not have permission to (read|manage) /);
  });

  // The navbar's calls, and every other read open to any signed-in user (the cart, where e-commerce is kept).
  it.each(byName([...navbar, ...routes.filter((r) => r.method === 'GET' && r.access === 'signedIn').map(asRow)]))(
    'answers the client what its navbar shows: %s %s',
    async (method, path) => {
      expect((await call(method, path, { as: 'client' })).status).toBe(200);
    },
  );

  it.each(byName([...navbar, ['GET', '/probe/data']]))(
    'answers the admin (manage all): %s %s',
    async (method, path) => {
      expect((await call(method, path, { as: 'admin' })).status).toBe(200);
    },
  );

  // Every route that needs an ability: whatever it answers (a missing id, an invalid body), it is not a refusal.
  it.each(routes.filter(needsAbility).map(asRow))(
    'lets the admin (manage all) through: %s %s',
    async (method, path) => {
      const { status } = await call(method, path, { as: 'admin', body: bodyOf(method) });
      expect([401, 403]).not.toContain(status);
    },
  );

  it('gives a newly registered user (manage all) everything', async () => {
    const { body } = await call<{ accessToken: string }>('POST', '/jwt/register', {
      body: { email: 'new@demo.com', password: 'secret123', username: 'newbie' },
      as: null,
    });
    const as = { token: body.accessToken };
    expect((await call('GET', '/probe/data', { as })).status).toBe(200);
    for (const route of routes.filter((r) => r.method === 'GET' && r.access !== 'public')) {
      const { status } = await call(route.method, pathOf(route), { as });
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(status);
    }
  });
});
