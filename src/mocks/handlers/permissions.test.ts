import { describe, expect, it } from 'vitest';
import type { Permission, PermissionsResponse } from '@/lib/api/schemas/permissions';
import { del, get, post, withDemoServer } from '@/test/demoServer';

withDemoServer();

const list = (query: Record<string, string | number> = {}) => get<PermissionsResponse>('/apps/permissions/data', query);
const names = (rows: Permission[]) => rows.map((p) => p.name);

describe('GET /apps/permissions/data', () => {
  it('defaults: the nine seeded permissions, page 1 of 10, with params and allData', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(9);
    expect(body.allData).toHaveLength(9);
    expect(body.params).toEqual({ q: '', page: 1, perPage: 10 });
    expect(names(body.permissions)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Project Planning',
      'Manage Email Sequences',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
  });

  it('carries the role assignments of docs/demo-api.md', async () => {
    const byName = Object.fromEntries((await list()).body.permissions.map((p) => [p.name, p.assignedTo]));
    expect(byName['Only View']).toEqual(['administrator', 'restricted-user']);
    expect(byName['Project Planning']).toEqual(['administrator', 'user', 'support']);
    expect(byName["Manage Others' Tasks"]).toEqual(['administrator', 'support']);
  });

  it('searches name and createdDate case-insensitively', async () => {
    expect(names((await list({ q: 'MANAGE' })).body.permissions)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Manage Email Sequences',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
    const date = (await list()).body.permissions[0]!.createdDate;
    expect((await list({ q: date.toLowerCase() })).body.permissions.map((p) => p.createdDate)).toContain(date);
  });

  it('filters by role, alone and with search; total counts after the filter', async () => {
    const manager = await list({ assignedTo: 'manager' });
    expect(names(manager.body.permissions)).toEqual([
      'Add & Remove Users',
      'Client Communication',
      'Financial Management',
    ]);
    expect(manager.body.total).toBe(3);
    expect(manager.body.allData).toHaveLength(9);
    expect(names((await list({ assignedTo: 'manager', q: 'client' })).body.permissions)).toEqual([
      'Client Communication',
    ]);
  });

  it('pages', async () => {
    const second = await list({ perPage: 4, page: 3 });
    expect(second.body.permissions).toHaveLength(1);
    expect(second.body.total).toBe(9);
  });

  it.each([[{ page: 0 }], [{ perPage: -3 }], [{ assignedTo: 'owner' }]])('rejects %o with 400', async (query) => {
    expect((await list(query as Record<string, number | string>)).status).toBe(400);
  });
});

describe('add, rename and delete', () => {
  it('adds first, with id max + 1, administrator only, and a date in the demo data’s format', async () => {
    const { status, body } = await post<{ permission: Permission }>('/apps/permissions/add-permission', {
      name: 'Manage Invoices',
    });
    expect(status).toBe(201);
    expect(body.permission).toMatchObject({ id: 10, name: 'Manage Invoices', assignedTo: ['administrator'] });
    expect(body.permission.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    const after = await list();
    expect(after.body.permissions[0]!.name).toBe('Manage Invoices');
    expect(after.body.total).toBe(10);
  });

  it('refuses an empty or duplicate name', async () => {
    expect((await post('/apps/permissions/add-permission', { name: '   ' })).status).toBe(400);
    expect((await post('/apps/permissions/add-permission', {})).status).toBe(400);
    const duplicate = await post('/apps/permissions/add-permission', { name: 'only view' });
    expect(duplicate.status).toBe(409);
    expect((await list()).body.total).toBe(9);
  });

  it('renames with 201; unknown id is 404; a taken name is 409', async () => {
    const renamed = await post<{ permission: Permission }>('/apps/permissions/update-permission', {
      id: 7,
      name: 'Read Only',
    });
    expect(renamed.status).toBe(201);
    expect(renamed.body.permission).toMatchObject({
      id: 7,
      name: 'Read Only',
      assignedTo: ['administrator', 'restricted-user'],
    });
    expect((await post('/apps/permissions/update-permission', { id: 99, name: 'X' })).status).toBe(404);
    expect((await post('/apps/permissions/update-permission', { id: 1, name: 'Read Only' })).status).toBe(409);
    expect((await post('/apps/permissions/update-permission', { id: '7', name: 'X' })).status).toBe(400);
  });

  it('deletes with 200; then it is gone and a repeat is 404', async () => {
    expect((await del('/apps/permissions/delete', { id: 2 })).status).toBe(200);
    expect(names((await list()).body.permissions)).not.toContain('Manage Billing & Roles');
    expect((await del('/apps/permissions/delete', { id: 2 })).status).toBe(404);
  });
});
