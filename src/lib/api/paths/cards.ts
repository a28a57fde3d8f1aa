/**
 * The cards' data, by family and card name.
 * What each one takes and answers: docs/demo-api.md, Cards.
 * A `:name` part is filled in with `pathTo`.
 */
export const cardsPaths = {
  analytics: '/card/card-analytics/:name',
  statistics: '/card/card-statistics/:name',
  dashboard: '/card/card-dashboard/:name',
} as const;
