import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormAccountResponse } from '@/lib/api/schemas/forms';
import { setDemoNow } from '@/mocks';
import { call, post, withDemoServer } from '@/test/demoServer';

withDemoServer();

const NOW = '2026-11-26T09:30:00.000Z';
beforeEach(() => setDemoNow(NOW));
afterEach(() => setDemoNow());

type ErrorBody = { error: string | Record<string, string>; issues?: { path: string; message: string }[] };
const create = (body: unknown) => post<FormAccountResponse & ErrorBody>('/api/forms/accounts', body);
const valid = { username: 'new_member', email: 'new.member@example.com', password: 'correct4horse' };

describe('POST /api/forms/accounts', () => {
  it('creates the account and answers it without the password; empty optional fields count as not given', async () => {
    const { status, body } = await create({ ...valid, firstName: 'Ada', twitter: '', age: 36, languages: ['French'] });
    expect(status).toBe(201);
    expect(body.account).toEqual({
      id: 1,
      username: 'new_member',
      email: 'new.member@example.com',
      firstName: 'Ada',
      age: 36,
      languages: ['French'],
      createdAt: NOW,
    });
    expect(JSON.stringify(body)).not.toContain('correct4horse');
  });

  it('names each field its schema refuses', async () => {
    const { status, body } = await create({
      username: 'No Spaces',
      email: 'not-an-email',
      password: 'short',
      website: 'javascript:alert(1)',
      age: 12,
      availableFrom: '2026-12-10',
      availableTo: '2026-12-01',
    });
    expect(status).toBe(400);
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(
      ['age', 'availableTo', 'email', 'password', 'password', 'username', 'website'].sort(),
    );
  });

  it('refuses a reserved username and a throwaway address with a 400 naming each field', async () => {
    const { status, body } = await create({ ...valid, username: 'admin', email: 'me@mailinator.com' });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      username: 'This username is reserved. Choose another one.',
      email: 'Addresses at mailinator.com are not accepted. Use an address you will keep.',
    });
  });

  it('answers 409 for a username or email in use, including an account made here before', async () => {
    const demoUser = await create({ ...valid, username: 'johndoe' });
    expect(demoUser.status).toBe(409);
    expect(demoUser.body.error).toEqual({ username: 'This username is already in use.' });
    expect((await create(valid)).status).toBe(201);
    const again = await create({ ...valid, username: 'other_one', email: 'NEW.member@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ email: 'This email is already in use.' });
  });

  it('is for users who may use the UI demos: the client gets 403, no token 401', async () => {
    expect((await call('POST', '/api/forms/accounts', { as: 'client', body: valid })).status).toBe(403);
    expect((await call('POST', '/api/forms/accounts', { as: null, body: valid })).status).toBe(401);
  });
});
