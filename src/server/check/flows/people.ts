import type { ManagedUser, UserOverview } from '@/lib/api/schemas/users';
import type { Permission } from '@/lib/api/schemas/permissions';
import type { Role } from '@/lib/api/schemas/roles';
import { ABSENT_ID, at, byId, firstId, notFound, type Flow } from './support';

/** Users: the lists and one user read; a user of the check's own added, given preferences, deleted. */
export const usersFlow: Flow = {
  domains: ['users'],
  async run(t, { stamp }) {
    await t.check('GET /api/users/list/all-data', { valid: {} });
    const page = await t.check('GET /api/users/list/data', {
      valid: { query: { q: 'a', page: 1, perPage: 5, sort: 'desc', sortColumn: 'email', status: 'active' } },
    });
    const seeded = firstId(page, 'users');
    const one = { 'a user from GET /api/users/list/data': seeded };
    await t.check('GET /api/users/user', byId(one, seeded));
    const overview = await t.check<UserOverview>('GET /api/users/user/overview', byId(one, seeded));

    const added = await t.check<{ user: ManagedUser }>('POST /apps/users/add-user', {
      valid: {
        body: {
          fullName: 'API Check',
          username: `api-check-${stamp}`,
          email: `api-check-${stamp}-managed@example.test`,
          role: 'subscriber',
          currentPlan: 'basic',
        },
      },
    });
    const id = added?.user.id;
    const own = { 'the user the check added (POST /apps/users/add-user)': id };
    await t.check('POST /api/users/user/preferences', {
      needs: { ...own, 'the preferences of GET /api/users/user/overview': overview },
      valid: { body: { id, connections: { ...overview?.connections, slack: !overview?.connections.slack } } },
      also: [notFound({ body: { id: ABSENT_ID } })],
    });
    await t.check('DELETE /apps/users/delete', byId(own, id));
  },
};

/** Permissions and roles: a permission and a role of the check's own; the permission is deleted. */
export const accessFlow: Flow = {
  domains: ['roles', 'permissions'],
  async run(t, { stamp }) {
    await t.check('GET /apps/roles/data', { valid: {} });
    await t.check('GET /apps/permissions/data', {
      valid: { query: { q: '', page: 1, perPage: 5, assignedTo: 'manager' } },
    });

    const added = await t.check<{ permission: Permission }>('POST /apps/permissions/add-permission', {
      valid: { body: { name: `API check ${stamp}` } },
    });
    const permissionId = added?.permission.id;
    const own = { 'the permission the check added': permissionId };

    const roleName = `check-${stamp}`.toLowerCase().slice(0, 30);
    const role = await t.check<{ role: Role }>('POST /apps/roles/add-role', {
      needs: own,
      valid: { body: { name: roleName, permissionIds: [permissionId] } },
    });
    const renamed = `${roleName}-b`.slice(0, 30);
    const updated = await t.check('POST /apps/roles/update-role', {
      needs: { 'the role the check added': at(role, 'role', 'id') },
      valid: { body: { id: role?.role.id, name: renamed, permissionIds: [permissionId] } },
      also: [notFound({ body: { id: ABSENT_ID, name: 'no-such-role', permissionIds: [] } })],
    });
    if (role) t.leftBehind.push(`the role ${updated ? renamed : roleName} (the contract has no way to delete a role)`);

    await t.check('POST /apps/permissions/update-permission', {
      needs: own,
      valid: { body: { id: permissionId, name: `API check ${stamp} renamed` } },
      also: [notFound({ body: { id: ABSENT_ID, name: 'No such permission' } })],
    });
    await t.check('DELETE /apps/permissions/delete', byId(own, permissionId));
  },
};
