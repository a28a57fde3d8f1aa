import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { profilePaths } from '@/lib/api/paths/profile';
import type { ProfileData } from '@/lib/api/schemas/profile';

/** The signed-in user's social profile (docs/demo-api.md, Profile). */
export const fetchProfile = (signal?: AbortSignal) => api.get<ProfileData>(profilePaths.data, { signal });
export const profileQuery = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => fetchProfile(signal) });
export const useProfile = () => useQuery(profileQuery());
