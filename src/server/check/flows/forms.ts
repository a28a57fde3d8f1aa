import type { Flow } from './support';

/** The form demos: an account of the check's own. */
export const formsFlow: Flow = {
  domains: ['forms'],
  async run(t, { stamp }) {
    const account = await t.check('POST /api/forms/accounts', {
      valid: {
        body: {
          username: `check_${stamp}`.toLowerCase().slice(0, 20),
          email: `api-check-${stamp}-form@example.test`,
          password: 'Check1234',
        },
      },
    });
    if (account) t.leftBehind.push(`the form account check_${stamp} (the contract has no way to delete one)`);
  },
};
