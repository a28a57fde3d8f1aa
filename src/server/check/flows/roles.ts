import type { Permission } from '@/lib/api/schemas/permissions';
import type { Role } from '@/lib/api/schemas/roles';
import { ABSENT_ID, at, byId, notFound, type Flow } from './support';

/**
 * Permissions and roles: a permission and a role of the check's own; the permission is deleted.
 * One flow for two domains: the role the check adds is given the permission it added.
 */
export const rolesFlow: Flow = {
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
