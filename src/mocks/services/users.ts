import type * as z from '@/lib/api/zod';
import type { ManagedUser, newUserBody, usersListQuery, UsersListResponse } from '@/lib/api/schemas/users';
import { defineTable } from '../db';
import { matchesQuery, paginate, sortRows } from './list';

export const users = defineTable<ManagedUser>(() =>
  import('../data/seed/users.json').then((m) => m.default as ManagedUser[]),
);

type ListQuery = z.output<typeof usersListQuery>;

/** Search over email, full name and billing; role, status and plan filters combine. */
export async function listUsers(query: ListQuery): Promise<UsersListResponse> {
  const filtered = (await users.all()).filter(
    (user) =>
      matchesQuery(query.q, [user.email, user.fullName, user.billing]) &&
      (!query.role || user.role === query.role) &&
      (!query.status || user.status === query.status) &&
      (!query.currentPlan || user.currentPlan === query.currentPlan),
  );
  const sorted = sortRows(filtered, query.sortColumn, query.sort);
  return { users: paginate(sorted, query.page, query.perPage), total: filtered.length };
}

type AddResult = { ok: true; user: ManagedUser } | { ok: false; error: Record<string, string> };

/** New ids are the highest id plus 1 (docs/demo-api.md); email and username stay unique. */
export async function addUser(body: z.output<typeof newUserBody>): Promise<AddResult> {
  const all = await users.all();
  const error: Record<string, string> = {};
  if (all.some((u) => u.email.toLowerCase() === body.email.toLowerCase()))
    error.email = 'This email is already in use.';
  if (all.some((u) => u.username.toLowerCase() === body.username.toLowerCase()))
    error.username = 'This username is already in use.';
  if (Object.keys(error).length > 0) return { ok: false, error };
  const user: ManagedUser = { id: await users.nextId('max'), ...body };
  await users.insert(user);
  return { ok: true, user };
}
