/**
 * Forms (beyond the original brief): the account a demo form creates.
 * What it takes and answers: docs/demo-api.md, Forms; the forms call it with
 * `useCreateFormAccount` (src/features/forms/api/accounts.ts).
 */
export const formsPaths = {
  accounts: '/api/forms/accounts',
} as const;
