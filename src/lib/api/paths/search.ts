/**
 * The navbar's search data and bookmarks.
 * What each one takes and answers: docs/demo-api.md, Search and bookmarks.
 */
export const searchPaths = {
  search: '/api/main-search/data',
  bookmarks: '/api/bookmarks/data',
  updateBookmark: '/api/bookmarks/update',
} as const;
