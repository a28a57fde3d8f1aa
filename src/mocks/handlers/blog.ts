import { blogPaths } from '@/lib/api/paths/blog';
import { defineDomain, get } from '../router/domain';

/**
 * The blog: posts, the sidebar, one post and the edit form's data.
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
  ],
);
