import * as z from '../zod';
import { idField } from './common';
import { roleName } from './permissions';

/** Beyond the original brief: the roles page's cards. A role's permissions are the permissions assigned to it. */
export const role = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** Ids of the permissions whose `assignedTo` names this role. */
  permissionIds: z.array(z.number().check(z.int())),
  userCount: z.number().check(z.int()),
  /** The first few members, for the card's avatars. */
  members: z.array(z.object({ id: z.number().check(z.int()), fullName: z.string(), avatar: z.string() })),
});
export type Role = z.infer<typeof role>;
export const rolesResponse = z.object({ roles: z.array(role) });
export type RolesResponse = z.infer<typeof rolesResponse>;

const permissionIds = z
  .array(idField)
  .check(z.maxLength(500), z.describe('Every permission the role has; the others are taken away'));
export const addRoleBody = z.strictObject({ name: roleName, permissionIds });
export const updateRoleBody = z.strictObject({ id: idField, name: roleName, permissionIds });
export type RoleBody = z.input<typeof addRoleBody>;
