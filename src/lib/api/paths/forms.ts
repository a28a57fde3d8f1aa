/**
 * Forms (beyond the original brief): the account a demo form creates.
 * What it takes and answers: docs/demo-api.md, Forms.
 */
export const formsPaths = {
  accounts: '/api/forms/accounts',
} as const;
