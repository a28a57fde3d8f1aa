import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { usersPaths } from '@/lib/api/paths/users';
import type { ManagedUser } from '@/lib/api/schemas/users';

/** Someone who can be asked to an event; the event keeps their email. */
export type Guest = { name: string; email: string; avatar: string };

/**
 * Everyone who can be asked to an event: the managed users, asked for when the event panel opens.
 * The key is the users app's own for this list (`['users', 'all']`), so either screen reuses what the
 * other fetched, and a user added there reloads it here.
 */
export const useGuestDirectory = () =>
  useQuery({
    queryKey: ['users', 'all'],
    queryFn: ({ signal }) => api.get<ManagedUser[]>(usersPaths.allData, { signal }),
    select: (users): Guest[] => users.map(({ fullName, email, avatar }) => ({ name: fullName, email, avatar })),
  });
