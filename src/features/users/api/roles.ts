import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Role, RoleBody, RolesResponse } from '@/lib/api/schemas/roles';
import { permissionsKey } from './permissions';

const rolesKey = ['roles'] as const;

/** Beyond the original brief: the roles with their permissions and members. */
export const useRoles = () =>
  useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }) => api.get<RolesResponse>('/apps/roles/data', { signal }),
    select: (data) => data.roles,
  });

/** Adds a role, or (with an id) renames one and sets its permissions; roles and permissions reload. */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RoleBody & { id?: number }) =>
      id === undefined
        ? api.post<{ role: Role }>('/apps/roles/add-role', body)
        : api.post<{ role: Role }>('/apps/roles/update-role', { id, ...body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rolesKey }),
        client.invalidateQueries({ queryKey: permissionsKey }),
      ]),
  });
}
