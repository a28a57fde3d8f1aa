import { http } from 'msw';
import { lazy } from '../lazy';

const search = () => import('../resolvers/search');

/** SPEC 7, Bookmarks and search. */
export const searchHandlers = [
  http.get('*/api/main-search/data', lazy(search, 'searchResolver')),
  http.get('*/api/bookmarks/data', lazy(search, 'bookmarksResolver')),
  http.post('*/api/bookmarks/update', lazy(search, 'updateBookmarkResolver')),
];
