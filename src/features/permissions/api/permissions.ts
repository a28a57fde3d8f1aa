import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { permissionsPaths } from '@/lib/api/paths/permissions';
import { rolesPaths } from '@/lib/api/paths/roles';
import type { Permission, PermissionsResponse } from '@/lib/api/schemas/permissions';
import type { RolesResponse } from '@/lib/api/schemas/roles';

// Query keys start with the name of the domain they read (docs/demo-api.md's section): a change here
// reloads the roles too (they are drawn from who has which permission), without importing that feature.
const permissionsKey = ['permissions'] as const;
const rolesKey = ['roles'] as const;

export type PermissionsQuery = { q: string; assignedTo?: string; page: number; perPage: number };

/** A page of permissions, with every permission (allData) beside it (docs/demo-api.md, Permissions). */
export const fetchPermissions = (query: PermissionsQuery, signal?: AbortSignal) =>
  api.get<PermissionsResponse>(permissionsPaths.list, { query, signal });
/** The previous page stays on screen while the next one loads. */
export const permissionsQuery = (query: PermissionsQuery) =>
  queryOptions({
    queryKey: [...permissionsKey, query],
    queryFn: ({ signal }) => fetchPermissions(query, signal),
    placeholderData: keepPreviousData,
  });
export const usePermissions = (query: PermissionsQuery) => useQuery(permissionsQuery(query));

/** The names of the roles that exist now, for the role filter (docs/demo-api.md, Roles). */
export const roleNamesQuery = () =>
  queryOptions({
    queryKey: [...rolesKey, 'names'],
    queryFn: ({ signal }) => api.get<RolesResponse>(rolesPaths.list, { signal }),
    select: (data) => data.roles.map((role) => role.name),
  });
export const useRoleNames = () => useQuery(roleNamesQuery());

function usePermissionMutation<V>(request: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: permissionsKey }),
        client.invalidateQueries({ queryKey: rolesKey }),
      ]),
  });
}

/** A new permission goes first and is the administrator's only. */
export const useAddPermission = () =>
  usePermissionMutation((name: string) => api.post<{ permission: Permission }>(permissionsPaths.add, { name }));

export const useRenamePermission = () =>
  usePermissionMutation(({ id, name }: { id: number; name: string }) =>
    api.post<{ permission: Permission }>(permissionsPaths.update, { id, name }),
  );

export const useDeletePermission = () =>
  usePermissionMutation((id: number) => api.delete<{ id: number }>(permissionsPaths.delete, { query: { id } }));
