/**
 * API keys (beyond the original brief): the account's keys, creating one, revoking one.
 * What each one takes and answers: docs/demo-api.md, API keys.
 */
export const apiKeysPaths = {
  list: '/api/api-keys',
  key: '/api/api-keys/:id',
} as const;
