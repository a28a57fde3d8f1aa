import type * as z from '@/lib/api/zod';
import type { Permission, permissionsQuery, PermissionsResponse } from '@/lib/api/schemas/permissions';
import { defineTable } from '../db';
import { formatCreatedDate } from '../shared/createdDate.mjs';
import { demoNow } from '../clock';
import { matchesQuery, paginate } from './list';

export const permissions = defineTable<Permission>(() =>
  import('../data/seed/permissions.json').then((m) => m.default as Permission[]),
);

/** Q matches name or createdDate; assignedTo also requires that role. */
export async function listPermissions(params: z.output<typeof permissionsQuery>): Promise<PermissionsResponse> {
  const allData = await permissions.all();
  const filtered = allData.filter(
    (p) =>
      matchesQuery(params.q, [p.name, p.createdDate]) &&
      (!params.assignedTo || p.assignedTo.includes(params.assignedTo)),
  );
  return {
    params,
    allData: [...allData],
    total: filtered.length,
    permissions: paginate(filtered, params.page, params.perPage),
  };
}

type Result =
  { ok: true; permission: Permission } | { ok: false; status: 404 | 409; error: string | Record<string, string> };

const taken = (all: readonly Permission[], name: string, exceptId?: number) =>
  all.some((p) => p.id !== exceptId && p.name.toLowerCase() === name.toLowerCase());

/** A new permission gets a new id, is assigned to administrator only, and goes first. */
export async function addPermission(name: string, now = demoNow()): Promise<Result> {
  if (taken(await permissions.all(), name))
    return { ok: false, status: 409, error: { name: 'A permission with this name already exists.' } };
  const permission: Permission = {
    id: await permissions.nextId('max'),
    name,
    assignedTo: ['administrator'],
    createdDate: formatCreatedDate(now),
  };
  await permissions.insert(permission, 'first');
  return { ok: true, permission };
}

export async function renamePermission(id: number, name: string): Promise<Result> {
  const all = await permissions.all();
  if (!all.some((p) => p.id === id)) return { ok: false, status: 404, error: `Permission ${id} not found` };
  if (taken(all, name, id))
    return { ok: false, status: 409, error: { name: 'A permission with this name already exists.' } };
  return { ok: true, permission: (await permissions.update(id, { name }))! };
}
