/**
 * The blog: posts, the sidebar, one post, the edit form; beyond the original brief, saving a post
 * (POST on `edit`) and adding a comment. What each one takes and answers: docs/demo-api.md, Blog.
 */
export const blogPaths = {
  list: '/blog/list/data',
  sidebar: '/blog/list/data/sidebar',
  detail: '/blog/list/data/detail',
  edit: '/blog/list/data/edit',
  comment: '/blog/list/data/comment',
} as const;
