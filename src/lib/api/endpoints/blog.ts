import { blogPaths } from '../paths/blog';
import * as blog from '../schemas/blog';
import { conflict, created, invalid, notFound, ok, type Endpoint } from './describe';

export const blogEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: blogPaths.list,
    tag: 'Pages',
    summary: 'Blog posts, newest first, a page of them',
    description:
      'Beyond the original brief: searched (`q`), filtered (`category`) and paged (`page`, `perPage`); answers `{ posts, total }`.',
    query: blog.blogListQuery,
    responses: { ...ok(blog.blogListResponse), ...invalid },
  },
  {
    method: 'get',
    path: blogPaths.sidebar,
    tag: 'Pages',
    summary: 'Blog sidebar',
    responses: ok(blog.blogSidebar),
  },
  {
    method: 'get',
    path: blogPaths.detail,
    tag: 'Pages',
    summary: 'A blog post with its comments',
    query: blog.blogPostQuery,
    responses: { ...ok(blog.blogDetail), ...invalid, ...notFound('Blog post') },
  },
  {
    method: 'get',
    path: blogPaths.edit,
    tag: 'Pages',
    summary: 'A blog post as the editor loads it',
    description: 'Beyond the original brief: with its body (`content`, HTML).',
    query: blog.blogPostQuery,
    responses: { ...ok(blog.blogEdit), ...invalid, ...notFound('Blog post') },
  },
  {
    method: 'post',
    path: blogPaths.edit,
    tag: 'Pages',
    summary: 'Save a blog post',
    description: 'Beyond the original brief. Answers the post as the editor loads it; another post’s slug is a 409.',
    body: blog.blogSaveBody,
    responses: { ...ok(blog.blogEdit), ...invalid, ...notFound('Blog post'), ...conflict('The slug is taken') },
  },
  {
    method: 'post',
    path: blogPaths.comment,
    tag: 'Pages',
    summary: 'Add a comment to a blog post',
    description: 'Beyond the original brief. The comment’s author is the signed-in user.',
    body: blog.blogCommentBody,
    responses: { ...created(blog.blogCommentResponse), ...invalid, ...notFound('Blog post') },
  },
];
