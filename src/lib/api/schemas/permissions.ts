import * as z from '../zod';
import { idField, idParam, optionalFilter, pageParams, perPage } from './common';

/** Permissions (docs/demo-api.md). */
export const permissionRoles = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const;
export type PermissionRole = (typeof permissionRoles)[number];

/** A role's name: the original brief's five, or one added on the roles page (beyond the original brief), written like them. */
export const roleName = z
  .string({ error: 'is required' })
  .check(
    z.trim(),
    z.regex(/^[a-z][a-z0-9-]{1,29}$/, 'must be 2 to 30 lowercase letters, digits or dashes, starting with a letter'),
  );

export const permission = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** Role names: the original brief's five, and any role added since. */
  assignedTo: z.array(z.string()),
  /** `9 Jun 2021, 3:18 AM` (docs/demo-api.md). */
  createdDate: z.string(),
});
export type Permission = z.infer<typeof permission>;

export const permissionsQuery = z.object({
  q: pageParams.q,
  page: pageParams.page,
  perPage: perPage(10),
  /** A role that exists (the original brief's five, or one added since). */
  assignedTo: optionalFilter(roleName),
});
export type PermissionsQuery = z.input<typeof permissionsQuery>;
export const permissionsResponse = z.object({
  params: z.object({
    q: z.string(),
    page: z.number().check(z.int()),
    perPage: z.number().check(z.int()),
    assignedTo: z.optional(z.string()),
  }),
  allData: z.array(permission),
  total: z.number().check(z.int()),
  permissions: z.array(permission),
});
export type PermissionsResponse = z.infer<typeof permissionsResponse>;

const name = z
  .string({ error: 'is required' })
  .check(z.trim(), z.minLength(1, 'Permission name is required'), z.maxLength(60, 'must be at most 60 characters'));

export const addPermissionBody = z.object({ name });
export const updatePermissionBody = z.object({ id: idField, name });
export const permissionIdQuery = z.object({ id: idParam });
