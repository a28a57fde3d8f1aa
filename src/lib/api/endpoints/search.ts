import { searchPaths } from '../paths/search';
import * as search from '../schemas/search';
import { ok, invalid, notFound, type Endpoint } from './describe';

export const searchEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: searchPaths.search,
    tag: 'Search',
    summary: 'Navbar search groups: Pages, Files, Contacts',
    responses: ok(search.searchResponse),
  },
  {
    method: 'get',
    path: searchPaths.bookmarks,
    tag: 'Search',
    summary: 'Every page (suggestions) and the bookmarked ones',
    responses: ok(search.bookmarksResponse),
  },
  {
    method: 'post',
    path: searchPaths.updateBookmark,
    tag: 'Search',
    summary: 'Toggle a page’s bookmark',
    body: search.updateBookmarkBody,
    responses: { ...ok(search.updateBookmarkResponse), ...invalid, ...notFound('Page') },
  },
];
