/**
 * The autocomplete demos' suggestions.
 * What each one takes and answers: docs/demo-api.md, Autocomplete.
 */
export const autocompletePaths = {
  data: '/api/autocomplete/data',
} as const;
