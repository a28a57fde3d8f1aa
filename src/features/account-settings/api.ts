import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { accountSettingsPaths } from '@/lib/api/paths/accountSettings';
import type { AccountSettings, AccountSettingsUpdate } from '@/lib/api/schemas/accountSettings';

export const accountSettingsKey = ['account-settings'] as const;

/** SPEC 7: the signed-in account's settings. */
export const useAccountSettings = () =>
  useQuery({ queryKey: accountSettingsKey, queryFn: () => api.get<AccountSettings>(accountSettingsPaths.data) });

/** Saves one section; the answer (the whole settings) replaces the cached copy. */
export function useSaveAccountSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: AccountSettingsUpdate) => api.post<AccountSettings>(accountSettingsPaths.update, update),
    onSuccess: (data) => client.setQueryData(accountSettingsKey, data),
  });
}
