import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { profilePaths } from '@/lib/api/paths/profile';
import type { ProfileData } from '@/lib/api/schemas/profile';

/** SPEC 7: the signed-in user's social profile. */
export const useProfile = () =>
  useQuery({ queryKey: ['profile'], queryFn: () => api.get<ProfileData>(profilePaths.data) });
