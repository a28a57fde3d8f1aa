import { searchPaths } from '@/lib/api/paths/search';
import { defineDomain, get, post } from '../router/domain';

/** The navbar's search and bookmarks, which every signed-in user has. */
export const searchHandlers = defineDomain('search', () => import('../resolvers/search'), 'signedIn', [
  get(searchPaths.search, 'searchResolver'),
  get(searchPaths.bookmarks, 'bookmarksResolver'),
  post(searchPaths.updateBookmark, 'updateBookmarkResolver'),
]);
