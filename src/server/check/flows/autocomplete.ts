import type { Flow } from './support';

/** The autocomplete demo's options. */
export const autocompleteFlow: Flow = {
  domains: ['autocomplete'],
  async run(t) {
    await t.check('GET /api/autocomplete/data', { valid: {} });
  },
};
