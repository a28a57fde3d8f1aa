/**
 * The account settings: reading them, saving a section.
 * What each one takes and answers: docs/demo-api.md, Account settings.
 */
export const accountSettingsPaths = {
  data: '/account-setting/data',
  update: '/account-setting/update',
} as const;
