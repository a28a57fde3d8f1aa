import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { permissionsPaths } from '@/lib/api/paths/permissions';
import { rolesPaths } from '@/lib/api/paths/roles';
import type { PermissionsResponse } from '@/lib/api/schemas/permissions';
import type { Role, RoleBody, RolesResponse } from '@/lib/api/schemas/roles';

// Query keys start with the name of the domain they read (docs/demo-api.md's section): a change here
// reloads the permissions too (a role's permissions are theirs), without importing that feature.
const rolesKey = ['roles'] as const;
const permissionsKey = ['permissions'] as const;

/** The roles with their permissions and members (docs/demo-api.md, Roles). */
export const fetchRoles = (signal?: AbortSignal) => api.get<RolesResponse>(rolesPaths.list, { signal });
export const rolesQuery = () =>
  queryOptions({ queryKey: rolesKey, queryFn: ({ signal }) => fetchRoles(signal), select: (data) => data.roles });
export const useRoles = () => useQuery(rolesQuery());

/** Every permission (the list's allData), for the role dialog's matrix (docs/demo-api.md, Permissions). */
export const fetchAllPermissions = (signal?: AbortSignal) =>
  api.get<PermissionsResponse>(permissionsPaths.list, { query: { page: 1, perPage: 10 }, signal });
export const allPermissionsQuery = () =>
  queryOptions({
    queryKey: [...permissionsKey, 'all'],
    queryFn: ({ signal }) => fetchAllPermissions(signal),
    select: (data) => data.allData,
  });
export const useAllPermissions = () => useQuery(allPermissionsQuery());

/** Adds a role, or (with an id) renames one and sets its permissions; roles and permissions reload. */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RoleBody & { id?: number }) =>
      id === undefined
        ? api.post<{ role: Role }>(rolesPaths.add, body)
        : api.post<{ role: Role }>(rolesPaths.update, { id, ...body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rolesKey }),
        client.invalidateQueries({ queryKey: permissionsKey }),
      ]),
  });
}
