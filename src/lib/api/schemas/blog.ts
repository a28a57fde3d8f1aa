import * as z from 'zod';
import { idParam } from './common';

/** The blog: the list with its sidebar, one post with comments, and the edit form's data. */
export const blogCategories = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'] as const;

/** What a post shows wherever it appears: its picture, title and author. */
const blogPost = z.object({
  id: z.number().int(),
  img: z.string(),
  title: z.string(),
  avatar: z.string(),
  userFullName: z.string(),
});

export const blogListItem = blogPost.extend({
  /** ISO date. */
  blogPosted: z.string(),
  tags: z.array(z.enum(blogCategories)),
  excerpt: z.string(),
  /** The number of comments. */
  comment: z.number().int(),
});
export type BlogListItem = z.infer<typeof blogListItem>;

export const blogSidebar = z.object({
  recentPosts: z.array(z.object({ id: z.number().int(), img: z.string(), title: z.string(), createdTime: z.string() })),
  categories: z.array(z.object({ category: z.enum(blogCategories), icon: z.string() })),
});
export type BlogSidebar = z.infer<typeof blogSidebar>;

export const blogComment = z.object({
  avatar: z.string(),
  userFullName: z.string(),
  commentedAt: z.string(),
  commentText: z.string(),
});
export const blogDetail = z.object({
  blog: blogPost.extend({
    createdTime: z.string(),
    tags: z.array(z.enum(blogCategories)),
    /** HTML from data: sanitize before rendering. */
    content: z.string(),
    comments: z.number().int(),
  }),
  comments: z.array(blogComment),
});
export type BlogDetail = z.infer<typeof blogDetail>;

export const blogEdit = z.object({
  id: z.number().int(),
  avatar: z.string(),
  userFullName: z.string(),
  createdTime: z.string(),
  blogTitle: z.string(),
  blogCategories: z.array(z.object({ value: z.string(), label: z.enum(blogCategories) })),
  slug: z.string(),
  status: z.string(),
  excerpt: z.string(),
  featuredImage: z.string(),
});
export type BlogEdit = z.infer<typeof blogEdit>;

/** `/blog/list/data/detail` and `/edit`: one post; without `id`, the newest. */
export const blogPostQuery = z.object({ id: idParam.optional() });
