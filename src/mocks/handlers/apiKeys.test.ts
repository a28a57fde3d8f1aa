import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiKeysResponse, CreatedApiKey } from '@/lib/api/schemas/apiKeys';
import { setDemoNow } from '@/mocks';
import { call, del, get, post, withDemoServer } from '@/test/demoServer';

withDemoServer();

const NOW = '2026-11-22T13:50:00.000Z';
beforeEach(() => setDemoNow(NOW));
afterEach(() => setDemoNow());

type ErrorBody = { error: string | Record<string, string>; issues?: { path: string; message: string }[] };

const list = async () => (await get<ApiKeysResponse>('/api/api-keys')).body.keys;
const create = (body: unknown) => post<CreatedApiKey & ErrorBody>('/api/api-keys', body);

describe('GET /api/api-keys', () => {
  it('lists the three seeded keys newest first, dated back from the demo clock, without secrets', async () => {
    const { status, body } = await get<ApiKeysResponse>('/api/api-keys');
    expect(status).toBe(200);
    expect(body.keys.map((key) => [key.id, key.name, key.access])).toEqual([
      [3, 'Staging mobile app', 'read-write'],
      [2, 'Reporting dashboard', 'read-only'],
      [1, 'Server integration', 'full'],
    ]);
    expect(body.keys[0]).toMatchObject({ createdAt: '2026-11-16T09:12:00.000Z', lastUsedAt: null });
    expect(body.keys[2]!.lastUsedAt).toBe('2026-11-22T12:50:00.000Z');
    expect(JSON.stringify(body)).not.toMatch(/atr_/);
  });

  it('is for users who may read pages: the client gets 403, no token 401', async () => {
    expect((await call('GET', '/api/api-keys', { as: 'client' })).status).toBe(403);
    expect((await call('GET', '/api/api-keys', { as: null })).status).toBe(401);
  });
});

describe('POST /api/api-keys', () => {
  it('creates a key first in the list and answers its secret once', async () => {
    const { status, body } = await create({ name: '  Billing export ', access: 'read-only' });
    expect(status).toBe(201);
    expect(body.secret).toMatch(/^atr_[A-Za-z0-9]{40}$/);
    expect(body.key).toEqual({
      id: 4,
      name: 'Billing export',
      access: 'read-only',
      lastFour: body.secret.slice(-4),
      createdAt: NOW,
      lastUsedAt: null,
    });
    const keys = await list();
    expect(keys[0]).toEqual(body.key);
    expect(JSON.stringify(keys)).not.toContain(body.secret);
  });

  it('makes a different secret every time', async () => {
    const first = await create({ name: 'One', access: 'full' });
    const second = await create({ name: 'Two', access: 'full' });
    expect(first.body.secret).not.toBe(second.body.secret);
  });

  it('names the field it refuses: a missing or long name, an unknown access level', async () => {
    const blank = await create({ name: '   ', access: 'full' });
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toEqual([{ path: 'name', message: 'is required' }]);
    const long = await create({ name: 'x'.repeat(41), access: 'full' });
    expect(long.body.issues).toEqual([{ path: 'name', message: 'must be at most 40 characters' }]);
    const access = await create({ name: 'Ok', access: 'admin' });
    expect(access.status).toBe(400);
    expect(access.body.issues?.[0]?.path).toBe('access');
    expect((await list()).length).toBe(3);
  });

  it('refuses a name taken (ignoring case) with 409 at the name field', async () => {
    const taken = await create({ name: 'reporting DASHBOARD', access: 'full' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ name: 'A key with this name already exists.' });
  });

  it('holds at most ten keys', async () => {
    for (let n = 4; n <= 10; n++) expect((await create({ name: `Key ${n}`, access: 'full' })).status).toBe(201);
    const eleventh = await create({ name: 'Key 11', access: 'full' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toMatch(/at most 10 keys/);
  });

  it('is for managers of pages only', async () => {
    expect((await call('POST', '/api/api-keys', { as: 'client', body: { name: 'x', access: 'full' } })).status).toBe(
      403,
    );
  });
});

describe('DELETE /api/api-keys/:id', () => {
  it('revokes a key: it leaves the list, and a second revoke is 404', async () => {
    expect((await del('/api/api-keys/2')).status).toBe(200);
    expect((await list()).map((key) => key.id)).toEqual([3, 1]);
    const again = await del<ErrorBody>('/api/api-keys/2');
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('API key 2 not found');
  });

  it('refuses an id that is not a whole number with 400', async () => {
    expect((await del('/api/api-keys/abc')).status).toBe(400);
    expect((await list()).length).toBe(3);
  });
});
