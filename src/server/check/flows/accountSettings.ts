import type { AccountSettings } from '@/lib/api/schemas/accountSettings';
import type { Flow } from './support';

/** Account settings: read, and saved as they are. */
export const accountSettingsFlow: Flow = {
  domains: ['accountSettings'],
  async run(t) {
    const settings = await t.check<AccountSettings>('GET /account-setting/data', { valid: {} });
    const general = settings && {
      username: settings.general.username,
      fullName: settings.general.fullName,
      email: settings.general.email,
      company: settings.general.company,
    };
    await t.check('POST /account-setting/update', {
      needs: { 'the settings of GET /account-setting/data': general },
      valid: { body: { general } },
      invalid: { body: { general: { ...general, email: 'not an email' } } },
    });
  },
};
