import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { usersPaths } from '@/lib/api/paths/users';
import type { UserOverview, UserPreferencesBody } from '@/lib/api/schemas/users';

const overviewKey = (id: number) => ['users', 'overview', id] as const;

/** The user view's projects, activity, security and preferences (docs/demo-api.md, Users). */
export const useUserOverview = (id: number) =>
  useQuery({
    queryKey: overviewKey(id),
    queryFn: ({ signal }) => api.get<UserOverview>(usersPaths.overview, { query: { id }, signal }),
  });

/** Saves notification or connection preferences; the answer replaces the cached overview. */
export function useSaveUserPreferences(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<UserPreferencesBody, 'id'>) =>
      api.post<UserOverview>(usersPaths.preferences, { id, ...body }),
    onSuccess: (data) => client.setQueryData(overviewKey(id), data),
  });
}
