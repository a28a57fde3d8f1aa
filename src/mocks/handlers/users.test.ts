import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  userPlans,
  userRoles,
  userSortColumns,
  userStatuses,
  type ManagedUser,
  type UsersListResponse,
} from '@/lib/api/schemas/users';
import { call, del, get, post, withDemoServer } from '@/test/demoServer';
import { hostileText } from '@/test/hostile';
import seed from '../data/seed/users.json';

withDemoServer();

const all = seed as ManagedUser[];
const list = (query: Record<string, string | number | undefined> = {}) =>
  get<UsersListResponse>('/api/users/list/data', query);
const byName = (a: ManagedUser, b: ManagedUser) =>
  a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base', numeric: true });

describe('GET /api/users/list/data', () => {
  it('defaults: first page of 10, sorted by full name ascending, total of all 50', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(50);
    expect(body.users.map((u) => u.id)).toEqual(
      [...all]
        .sort(byName)
        .slice(0, 10)
        .map((u) => u.id),
    );
  });

  it('searches email, full name and billing, case-insensitively', async () => {
    const target = all[7]!;
    const byEmail = await list({ q: target.email.toUpperCase() });
    expect(byEmail.body.users.map((u) => u.id)).toContain(target.id);
    const billing = await list({ q: 'paypal', perPage: 100 });
    expect(billing.body.total).toBe(
      all.filter(
        (u) =>
          u.billing.toLowerCase().includes('paypal') ||
          u.email.includes('paypal') ||
          u.fullName.toLowerCase().includes('paypal'),
      ).length,
    );
    expect(
      billing.body.users.every((u) => [u.email, u.fullName, u.billing].some((v) => v.toLowerCase().includes('paypal'))),
    ).toBe(true);
  });

  it.each([
    ['role', 'editor'],
    ['status', 'pending'],
    ['currentPlan', 'team'],
  ] as const)('filters by %s alone', async (key, value) => {
    const { body } = await list({ [key]: value, perPage: 100 });
    expect(body.total).toBe(all.filter((u) => u[key] === value).length);
    expect(body.users.every((u) => u[key] === value)).toBe(true);
  });

  it('combines filters with search', async () => {
    const { body } = await list({ role: 'subscriber', status: 'active', q: 'a', perPage: 100 });
    const expected = all.filter(
      (u) =>
        u.role === 'subscriber' &&
        u.status === 'active' &&
        [u.email, u.fullName, u.billing].some((v) => v.toLowerCase().includes('a')),
    );
    expect(body.total).toBe(expected.length);
    expect(new Set(body.users.map((u) => u.id))).toEqual(new Set(expected.map((u) => u.id)));
  });

  it('treats an empty filter as no filter', async () => {
    expect((await list({ role: '', status: '', currentPlan: '' })).body.total).toBe(50);
  });

  it.each(['email', 'role', 'id', 'currentPlan'] as const)('sorts by %s both ways', async (column) => {
    const compare = (x: unknown, y: unknown) =>
      typeof x === 'number'
        ? x - (y as number)
        : String(x).localeCompare(String(y), 'en', { sensitivity: 'base', numeric: true });
    for (const sort of ['asc', 'desc'] as const) {
      const values = (await list({ sortColumn: column, sort, perPage: 100 })).body.users.map((u) => u[column]);
      expect(values).toHaveLength(50);
      // Each neighbour pair is in order (ties keep their order, so this is not simply a reversal).
      values
        .slice(1)
        .forEach((value, i) => expect(compare(values[i], value) * (sort === 'asc' ? 1 : -1)).toBeLessThanOrEqual(0));
    }
  });

  it('pages: the last page holds the remainder, past the end is empty', async () => {
    expect((await list({ perPage: 20, page: 3 })).body.users).toHaveLength(10);
    const past = await list({ page: 6 });
    expect(past.body).toEqual({ users: [], total: 50 });
  });

  it.each([
    [{ page: -1 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ perPage: 0 }, 'perPage'],
    [{ perPage: 1000 }, 'perPage'],
    [{ sort: 'up' }, 'sort'],
    [{ sortColumn: 'password' }, 'sortColumn'],
    [{ role: 'superuser' }, 'role'],
    [{ status: 'gone' }, 'status'],
  ])('rejects %o with a 400 naming the field', async (query, field) => {
    const { status, body } = await list(query as Record<string, string | number>);
    expect(status).toBe(400);
    expect((body as unknown as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
  });
});

describe('GET /api/users/list/all-data and /api/users/user', () => {
  it('lists every user', async () => {
    expect((await get<ManagedUser[]>('/api/users/list/all-data')).body).toHaveLength(50);
  });

  it('returns one user, or 404, or 400 for a bad id', async () => {
    expect((await get<{ user: ManagedUser }>('/api/users/user', { id: 3 })).body.user).toEqual(all[2]);
    expect((await get('/api/users/user', { id: 999 })).status).toBe(404);
    expect((await get('/api/users/user', { id: 'x' })).status).toBe(400);
    expect((await get('/api/users/user')).status).toBe(400);
  });
});

describe('POST /apps/users/add-user and DELETE /apps/users/delete', () => {
  const newUser = {
    fullName: 'Nia Okoro',
    username: 'nia.okoro',
    email: 'nia@example.com',
    role: 'editor',
    currentPlan: 'team',
  };

  it('adds with id max + 1 and status active, and the list and all-data see it', async () => {
    const { status, body } = await post<{ user: ManagedUser }>('/apps/users/add-user', newUser);
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ ...newUser, id: 51, status: 'active' });
    expect((await list()).body.total).toBe(51);
    expect((await get<ManagedUser[]>('/api/users/list/all-data')).body).toHaveLength(51);
  });

  it('refuses a taken email or username with 409, and changes nothing', async () => {
    const taken = { ...newUser, email: all[0]!.email.toUpperCase(), username: all[1]!.username };
    const { status, body } = await post('/apps/users/add-user', taken);
    expect(status).toBe(409);
    expect(body).toEqual({
      error: { email: 'This email is already in use.', username: 'This username is already in use.' },
    });
    expect((await list()).body.total).toBe(50);
  });

  it.each([
    [{ ...newUser, email: 'nope' }, 'email'],
    [{ ...newUser, fullName: '  ' }, 'fullName'],
    [{ ...newUser, role: 'owner' }, 'role'],
    [{ email: 'a@b.co' }, 'fullName'],
  ])('rejects invalid input with a 400 naming the field', async (body, field) => {
    const result = await post<{ issues: { path: string }[] }>('/apps/users/add-user', body);
    expect(result.status).toBe(400);
    expect(result.body.issues.map((i) => i.path)).toContain(field);
  });

  it('deletes by id; the list shrinks; a second delete is 404', async () => {
    expect((await del('/apps/users/delete', { id: 5 })).status).toBe(200);
    expect((await get('/api/users/user', { id: 5 })).status).toBe(404);
    expect((await list()).body.total).toBe(49);
    expect((await del('/apps/users/delete', { id: 5 })).status).toBe(404);
    expect((await del('/apps/users/delete', { id: -2 })).status).toBe(400);
  });
});

describe('the users list under generated queries', () => {
  // Hostile values mostly fail validation; these are well-formed, so they reach the filtering code.
  it('well-formed user queries with any search text answer 200 with the right total', async () => {
    const optional = <T>(values: readonly T[]) => fc.constantFrom<T | ''>('', ...values);
    const wellFormed = fc.record({
      q: fc.oneof(
        fc.string({ maxLength: 20 }),
        hostileText.filter((v) => v.length <= 200),
      ),
      page: fc.integer({ min: 1, max: 8 }),
      perPage: fc.integer({ min: 1, max: 100 }),
      sort: fc.constantFrom('asc', 'desc'),
      sortColumn: fc.constantFrom(...userSortColumns),
      role: optional(userRoles),
      status: optional(userStatuses),
      currentPlan: optional(userPlans),
    });
    await fc.assert(
      fc.asyncProperty(wellFormed, async (query) => {
        const { status, body } = await call<{ users: ManagedUser[]; total: number }>('GET', '/api/users/list/data', {
          query,
        });
        expect(status).toBe(200);
        const needle = query.q.trim().toLowerCase();
        const expected = (seed as ManagedUser[]).filter(
          (u) =>
            [u.email, u.fullName, u.billing].some((v) => v.toLowerCase().includes(needle)) &&
            (!query.role || u.role === query.role) &&
            (!query.status || u.status === query.status) &&
            (!query.currentPlan || u.currentPlan === query.currentPlan),
        );
        expect(body.total).toBe(expected.length);
        expect(body.users.length).toBe(
          Math.max(0, Math.min(query.perPage, expected.length - (query.page - 1) * query.perPage)),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('paging walks every filtered row exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 17 }), fc.constantFrom('', 'a', 'e', 'zz'), async (perPage, q) => {
        const first = await call<{ users: { id: number }[]; total: number }>('GET', '/api/users/list/data', {
          query: { perPage, q },
        });
        const pages = Math.ceil(first.body.total / perPage);
        const ids: number[] = [];
        for (let page = 1; page <= pages; page++) {
          ids.push(
            ...(
              await call<{ users: { id: number }[] }>('GET', '/api/users/list/data', { query: { perPage, q, page } })
            ).body.users.map((u) => u.id),
          );
        }
        expect(ids).toHaveLength(first.body.total);
        expect(new Set(ids).size).toBe(first.body.total);
      }),
      { numRuns: 15 },
    );
  });
});
