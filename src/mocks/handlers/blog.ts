import { blogPaths } from '@/lib/api/paths/blog';
import { defineDomain, get, post } from '../router/domain';

/**
 * The blog: posts, the sidebar, one post and the edit form's data; beyond the original brief, saving
 * a post and adding a comment (a change: manage Page).
 */
export const blogHandlers = defineDomain(
  'blog',
  () => import('../resolvers/blog'),
  ['Page'],
  [
    get(blogPaths.list, 'blogListResolver'),
    get(blogPaths.sidebar, 'blogSidebarResolver'),
    get(blogPaths.detail, 'blogDetailResolver'),
    get(blogPaths.edit, 'blogEditResolver'),
    post(blogPaths.edit, 'blogSaveResolver'),
    post(blogPaths.comment, 'blogCommentResolver'),
  ],
);
