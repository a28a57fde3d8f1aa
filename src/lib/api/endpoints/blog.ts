import * as z from 'zod';
import { blogPaths } from '../paths/blog';
import * as blog from '../schemas/blog';
import { ok, invalid, notFound, type Endpoint } from './describe';

export const blogEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: blogPaths.list,
    tag: 'Pages',
    summary: 'Blog posts',
    responses: ok(z.array(blog.blogListItem)),
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
    query: blog.blogPostQuery,
    responses: { ...ok(blog.blogEdit), ...invalid, ...notFound('Blog post') },
  },
];
