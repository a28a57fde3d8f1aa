import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Permission, PermissionsResponse } from '@/lib/api/schemas/permissions';

export const permissionsKey = ['permissions'] as const;
/** Roles are drawn from the permissions (who has what), so a permission change reloads them too. */
const rolesKey = ['roles'] as const;

export type PermissionsQuery = { q: string; assignedTo?: string; page: number; perPage: number };

/** A page of permissions, with every permission (allData) beside it. */
export const usePermissions = (query: PermissionsQuery) =>
  useQuery({
    queryKey: [...permissionsKey, query],
    queryFn: ({ signal }) => api.get<PermissionsResponse>('/apps/permissions/data', { query, signal }),
    placeholderData: keepPreviousData,
  });

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
  usePermissionMutation((name: string) =>
    api.post<{ permission: Permission }>('/apps/permissions/add-permission', { name }),
  );

export const useRenamePermission = () =>
  usePermissionMutation(({ id, name }: { id: number; name: string }) =>
    api.post<{ permission: Permission }>('/apps/permissions/update-permission', { id, name }),
  );

export const useDeletePermission = () =>
  usePermissionMutation((id: number) => api.delete<{ id: number }>('/apps/permissions/delete', { query: { id } }));
