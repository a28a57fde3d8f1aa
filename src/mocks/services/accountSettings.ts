import type { AccountSettings, AccountSettingsUpdate } from '@/lib/api/schemas/accountSettings';
import { defineTable } from '../db';
import { readOnly } from '../data/readOnly';

const accountSettingsSeed = readOnly<AccountSettings>(() => import('../data/seed/accountSettings.json'));
/** The one account's settings, as a one-row table so saves last until the demo resets. */
const accountSettingsTable = defineTable<AccountSettings & { id: number }>(async () => [
  { id: 1, ...(await accountSettingsSeed()) },
]);

export async function accountSettings(): Promise<AccountSettings> {
  const row = await accountSettingsTable.find(1);
  if (!row) return accountSettingsSeed();
  const { id: _id, ...settings } = row;
  return settings;
}

/** Saves one section (beyond the original brief: docs/demo-api.md, Account settings); answers the whole settings object. */
export async function updateAccountSettings(update: AccountSettingsUpdate): Promise<AccountSettings> {
  const current = await accountSettings();
  const next: AccountSettings = { ...current };
  if ('general' in update) next.general = { ...current.general, ...update.general };
  else if ('info' in update) next.info = update.info;
  else if ('socialLinks' in update) next.social = { ...current.social, socialLinks: update.socialLinks };
  else next.notification = update.notification;
  await accountSettingsTable.update(1, next);
  return next;
}
