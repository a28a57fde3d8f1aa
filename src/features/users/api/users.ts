import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { usersPaths } from '@/lib/api/paths/users';
import type { ManagedUser, NewUserBody, UsersListResponse } from '@/lib/api/schemas/users';
import type { UsersListState } from '../listParams';

/** Every users query starts with this key: adding or deleting a user reloads them all (docs/demo-api.md). */
export const usersKey = ['users'] as const;

/** A page of users; the previous page stays on screen while the next one loads. */
export const usersListOptions = (query: UsersListState) =>
  queryOptions({
    queryKey: [...usersKey, 'list', query],
    queryFn: ({ signal }) => api.get<UsersListResponse>(usersPaths.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
export const useUsersList = (query: UsersListState) => useQuery(usersListOptions(query));

/** Every user, for the statistics above the list. */
export const useAllUsers = () =>
  useQuery({
    queryKey: [...usersKey, 'all'],
    queryFn: ({ signal }) => api.get<ManagedUser[]>(usersPaths.allData, { signal }),
  });

/** One user; a 404 is the view's not-found state, not a failure to retry. */
export const useUser = (id: number) =>
  useQuery({
    queryKey: [...usersKey, 'user', id],
    queryFn: ({ signal }) => api.get<{ user: ManagedUser }>(usersPaths.user, { query: { id }, signal }),
    select: (data) => data.user,
  });

export function useAddUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: NewUserBody) => api.post<{ user: ManagedUser }>(usersPaths.add, user),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(usersPaths.delete, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

/**
 * Every row of a filtered, sorted view, a page of 100 at a time (the server's largest page), for the
 * CSV export.
 */
export async function fetchWholeView(query: UsersListState): Promise<ManagedUser[]> {
  const rows: ManagedUser[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<UsersListResponse>(usersPaths.list, {
      query: { ...query, page, perPage: 100 },
    });
    rows.push(...answer.users);
    if (answer.users.length === 0 || rows.length >= answer.total) return rows;
  }
}
