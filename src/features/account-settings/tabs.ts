/** The account-settings tabs, in order; each is a path, /pages/account-settings/<tab>. Kept apart so the route table can list them without loading the page. */
export const settingsTabs = ['general', 'info', 'social', 'connections', 'notifications'] as const;
export type SettingsTab = (typeof settingsTabs)[number];
export const isSettingsTab = (value: string | undefined): value is SettingsTab =>
  settingsTabs.includes(value as SettingsTab);
