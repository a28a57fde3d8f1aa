import * as z from 'zod';
import { idField, idParam, optionalFilter, pageParams, perPage } from './common';

/** Permissions (SPEC 3, 6, 7 Permissions). */
export const permissionRoles = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const;
export type PermissionRole = (typeof permissionRoles)[number];

export type Permission = { id: number; name: string; assignedTo: PermissionRole[]; createdDate: string };

export const permissionsQuery = z.object({
  q: pageParams.q,
  page: pageParams.page,
  perPage: perPage(10),
  assignedTo: optionalFilter(z.enum(permissionRoles, { error: `must be one of ${permissionRoles.join(', ')}` })),
});
export type PermissionsQuery = z.input<typeof permissionsQuery>;
export type PermissionsResponse = {
  params: z.output<typeof permissionsQuery>;
  allData: Permission[];
  total: number;
  permissions: Permission[];
};

const name = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'Permission name is required')
  .max(60, 'must be at most 60 characters');

export const addPermissionBody = z.object({ name });
export const updatePermissionBody = z.object({ id: idField, name });
export const permissionIdQuery = z.object({ id: idParam });
