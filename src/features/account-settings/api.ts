import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { accountSettingsPaths } from '@/lib/api/paths/accountSettings';
import type { AccountSettings, AccountSettingsUpdate } from '@/lib/api/schemas/accountSettings';

export const accountSettingsKey = ['account-settings'] as const;

/** The signed-in account's settings (docs/demo-api.md, Account settings). */
export const fetchAccountSettings = (signal?: AbortSignal) =>
  api.get<AccountSettings>(accountSettingsPaths.data, { signal });
export const accountSettingsQuery = () =>
  queryOptions({ queryKey: accountSettingsKey, queryFn: ({ signal }) => fetchAccountSettings(signal) });
export const useAccountSettings = () => useQuery(accountSettingsQuery());

/** Saves one section; the answer (the whole settings) replaces the cached copy. */
export function useSaveAccountSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: AccountSettingsUpdate) => api.post<AccountSettings>(accountSettingsPaths.update, update),
    onSuccess: (data) => client.setQueryData(accountSettingsKey, data),
  });
}
