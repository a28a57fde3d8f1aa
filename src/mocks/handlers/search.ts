import { defineDomain, get, post } from '../router/domain';

/** The navbar's search and bookmarks, which every signed-in user has. */
export const searchHandlers = defineDomain('search', () => import('../resolvers/search'), 'signedIn', [
  get('/api/main-search/data', 'searchResolver'),
  get('/api/bookmarks/data', 'bookmarksResolver'),
  post('/api/bookmarks/update', 'updateBookmarkResolver'),
]);
