/**
 * Roles with their members and permissions.
 * What each one takes and answers: docs/demo-api.md, Roles.
 */
export const rolesPaths = {
  list: '/apps/roles/data',
  add: '/apps/roles/add-role',
  update: '/apps/roles/update-role',
} as const;
