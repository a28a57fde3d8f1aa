import { describe, expect, it } from 'vitest';
import type { PermissionsResponse } from '@/lib/api/schemas/permissions';
import { rolesResponse, type Role, type RolesResponse } from '@/lib/api/schemas/roles';
import { del, get, post, withDemoServer } from '@/test/demoServer';

withDemoServer();

const roles = async () => (await get<RolesResponse>('/apps/roles/data')).body.roles;
const byName = async (name: string) => (await roles()).find((r) => r.name === name);
const permissionNames = async (role: string) =>
  (await get<PermissionsResponse>('/apps/permissions/data', { assignedTo: role })).body.permissions.map((p) => p.name);

describe('GET /apps/roles/data (beyond the original brief)', () => {
  it('lists the five seeded roles with the permissions docs/demo-api.md assigns them', async () => {
    const { status, body } = await get<RolesResponse>('/apps/roles/data');
    expect(status).toBe(200);
    expect(rolesResponse.parse(body)).toEqual(body);
    expect(body.roles.map((r) => r.name)).toEqual(['administrator', 'manager', 'user', 'support', 'restricted-user']);
    expect((await byName('administrator'))!.permissionIds).toHaveLength(9);
    expect((await byName('support'))!.permissionIds).toEqual([4, 5, 9]);
    for (const role of body.roles) expect(role.members.length).toBe(Math.min(4, role.userCount));
  });

  it('stops counting a member who is deleted', async () => {
    const before = (await byName('manager'))!;
    await del('/apps/users/delete', { id: before.members[0]!.id });
    expect((await byName('manager'))!.userCount).toBe(before.userCount - 1);
  });
});

describe('POST /apps/roles/add-role and update-role (beyond the original brief)', () => {
  it('adds a role that the permissions then name', async () => {
    const { status, body } = await post<{ role: Role }>('/apps/roles/add-role', {
      name: 'auditor',
      permissionIds: [7, 8],
    });
    expect(status).toBe(201);
    expect(body.role).toMatchObject({ id: 6, name: 'auditor', permissionIds: [7, 8], userCount: 0, members: [] });
    expect(await permissionNames('auditor')).toEqual(['Only View', 'Financial Management']);
  });

  it('sets exactly the permissions given and renames the role everywhere', async () => {
    const support = (await byName('support'))!;
    const { status, body } = await post<{ role: Role }>('/apps/roles/update-role', {
      id: support.id,
      name: 'helpdesk',
      permissionIds: [4, 6],
    });
    expect(status).toBe(200);
    expect(body.role).toMatchObject({ name: 'helpdesk', permissionIds: [4, 6], userCount: support.userCount });
    expect(await permissionNames('helpdesk')).toEqual(['Project Planning', 'Client Communication']);
    expect(await byName('support')).toBeUndefined();
    expect((await get('/apps/permissions/data', { assignedTo: 'support' })).status).toBe(400);
  });

  it.each([
    ['a taken name', { name: 'manager', permissionIds: [] }, 409],
    ['a name that is not a slug', { name: 'Content Editor', permissionIds: [] }, 400],
    ['an unknown permission', { name: 'auditor', permissionIds: [99] }, 400],
    ['a missing list', { name: 'auditor' }, 400],
  ])('refuses %s', async (_, body, status) => {
    const before = await roles();
    expect((await post('/apps/roles/add-role', body)).status).toBe(status);
    expect(await roles()).toEqual(before);
  });

  it('answers 404 for an unknown role', async () => {
    expect((await post('/apps/roles/update-role', { id: 99, name: 'ghost', permissionIds: [] })).status).toBe(404);
  });
});
