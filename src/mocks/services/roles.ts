import type { Permission } from '@/lib/api/schemas/permissions';
import type { Role } from '@/lib/api/schemas/roles';
import { defineTable } from '../db';
import { permissions } from './permissions';
import { users } from './users';

type RoleRow = { id: number; name: string; userIds: number[] };

/** Beyond the original brief: the roles and who holds them. What a role may do lives on the permissions. */
export const roles = defineTable<RoleRow>(() => import('../data/seed/roles.json').then((m) => m.default as RoleRow[]));

const MEMBERS_SHOWN = 4;

export async function listRoles(): Promise<Role[]> {
  const [rows, allPermissions, allUsers] = await Promise.all([roles.all(), permissions.all(), users.all()]);
  const byId = new Map(allUsers.map((user) => [user.id, user]));
  return rows.map((row) => {
    // A deleted user no longer counts.
    const members = row.userIds.flatMap((id) => byId.get(id) ?? []);
    return {
      id: row.id,
      name: row.name,
      permissionIds: allPermissions.filter((p) => p.assignedTo.includes(row.name)).map((p) => p.id),
      userCount: members.length,
      members: members.slice(0, MEMBERS_SHOWN).map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
    };
  });
}

export const roleExists = async (name: string) => (await roles.all()).some((row) => row.name === name);

type Result = { ok: true; role: Role } | { ok: false; status: 400 | 404 | 409; error: string | Record<string, string> };

/** Gives the role exactly `permissionIds` (renaming it on the permissions from `from` when it changed name). */
async function assign(name: string, permissionIds: readonly number[], from = name) {
  const wanted = new Set(permissionIds);
  for (const permission of await permissions.all()) {
    const others = permission.assignedTo.filter((role) => role !== name && role !== from);
    const next: Permission['assignedTo'] = wanted.has(permission.id) ? [...others, name] : others;
    const same = next.length === permission.assignedTo.length && next.every((r) => permission.assignedTo.includes(r));
    if (!same) await permissions.update(permission.id, { assignedTo: next });
  }
}

async function check(name: string, permissionIds: readonly number[], exceptId?: number): Promise<Result | null> {
  if ((await roles.all()).some((row) => row.id !== exceptId && row.name === name))
    return { ok: false, status: 409, error: { name: 'A role with this name already exists.' } };
  const known = new Set((await permissions.all()).map((p) => p.id));
  const unknown = permissionIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    return { ok: false, status: 400, error: { permissionIds: `No permission has the id ${unknown.join(', ')}.` } };
  return null;
}

const answer = async (id: number): Promise<Result> => ({
  ok: true,
  role: (await listRoles()).find((role) => role.id === id)!,
});

export async function addRole(name: string, permissionIds: readonly number[]): Promise<Result> {
  const problem = await check(name, permissionIds);
  if (problem) return problem;
  const id = await roles.nextId('max');
  await roles.insert({ id, name, userIds: [] });
  await assign(name, permissionIds);
  return answer(id);
}

export async function updateRole(id: number, name: string, permissionIds: readonly number[]): Promise<Result> {
  const row = await roles.find(id);
  if (!row) return { ok: false, status: 404, error: `Role ${id} not found` };
  const problem = await check(name, permissionIds, id);
  if (problem) return problem;
  if (row.name !== name) await roles.update(id, { name });
  await assign(name, permissionIds, row.name);
  return answer(id);
}
