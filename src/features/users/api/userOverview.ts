import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { UserOverview, UserPreferencesBody } from '@/lib/api/schemas/users';

const overviewKey = (id: number) => ['users', 'overview', id] as const;

/** Beyond the original brief: the user view's projects, activity, security and preferences. */
export const useUserOverview = (id: number) =>
  useQuery({
    queryKey: overviewKey(id),
    queryFn: ({ signal }) => api.get<UserOverview>('/api/users/user/overview', { query: { id }, signal }),
  });

/** Saves notification or connection preferences; the answer replaces the cached overview. */
export function useSaveUserPreferences(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<UserPreferencesBody, 'id'>) =>
      api.post<UserOverview>('/api/users/user/preferences', { id, ...body }),
    onSuccess: (data) => client.setQueryData(overviewKey(id), data),
  });
}
