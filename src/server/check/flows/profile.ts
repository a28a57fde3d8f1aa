import type { Flow } from './support';

/** The profile page's data. */
export const profileFlow: Flow = {
  domains: ['profile'],
  async run(t) {
    await t.check('GET /profile/data', { valid: {} });
  },
};
