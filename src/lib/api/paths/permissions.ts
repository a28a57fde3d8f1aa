/**
 * Permissions: a page of them, adding, renaming and deleting.
 * What each one takes and answers: docs/demo-api.md, Permissions.
 */
export const permissionsPaths = {
  list: '/apps/permissions/data',
  add: '/apps/permissions/add-permission',
  update: '/apps/permissions/update-permission',
  delete: '/apps/permissions/delete',
} as const;
