import * as z from '../zod';
import { blogCategories, blogImageTypes, blogLimits, blogStatuses, BLOG_PAGE_SIZE, slugPattern } from '../blogRules';
import { idField, idParam, optionalFilter, pageParams, perPage } from './common';

/** The blog: the list with its sidebar, one post with comments, and the edit form's data. */
export { blogCategories, blogStatuses };

const category = z.enum(blogCategories, { error: `must be one of ${blogCategories.join(', ')}` });
const status = z.enum(blogStatuses, { error: `must be one of ${blogStatuses.join(', ')}` });

/** What a post shows wherever it appears: its picture, title and author. */
const blogPost = z.object({
  id: z.number().check(z.int()),
  img: z.string(),
  title: z.string(),
  avatar: z.string(),
  userFullName: z.string(),
});

export const blogListItem = z.extend(blogPost, {
  /** ISO date. */
  blogPosted: z.string(),
  tags: z.array(category),
  excerpt: z.string(),
  /** The number of comments. */
  comment: z.number().check(z.int()),
  /** Beyond the original brief: whether the post is out (a draft still shows in this admin list). */
  status,
});
export type BlogListItem = z.infer<typeof blogListItem>;

/** `/blog/list/data`: a search on titles and excerpts, a category, a page (beyond the original brief). */
export const blogListQuery = z.object({
  q: pageParams.q,
  category: optionalFilter(category),
  page: pageParams.page,
  perPage: perPage(BLOG_PAGE_SIZE),
});
/** What a client sends: any category text (the server names one it does not know). */
export type BlogListQuery = { q?: string; category?: string; page?: number; perPage?: number };

/** One page of posts, newest first, and how many match in all. */
export const blogListResponse = z.object({ posts: z.array(blogListItem), total: z.number().check(z.int()) });
export type BlogListResponse = z.infer<typeof blogListResponse>;

export const blogSidebar = z.object({
  recentPosts: z.array(
    z.object({ id: z.number().check(z.int()), img: z.string(), title: z.string(), createdTime: z.string() }),
  ),
  categories: z.array(z.object({ category, icon: z.string() })),
});
export type BlogSidebar = z.infer<typeof blogSidebar>;

export const blogComment = z.object({
  avatar: z.string(),
  userFullName: z.string(),
  commentedAt: z.string(),
  commentText: z.string(),
});
export type BlogComment = z.infer<typeof blogComment>;

export const blogDetail = z.object({
  blog: z.extend(blogPost, {
    createdTime: z.string(),
    tags: z.array(category),
    /** HTML from data: sanitize before rendering. */
    content: z.string(),
    comments: z.number().check(z.int()),
    status,
  }),
  comments: z.array(blogComment),
});
export type BlogDetail = z.infer<typeof blogDetail>;

export const blogEdit = z.object({
  id: z.number().check(z.int()),
  avatar: z.string(),
  userFullName: z.string(),
  createdTime: z.string(),
  blogTitle: z.string(),
  blogCategories: z.array(z.object({ value: z.string(), label: category })),
  slug: z.string(),
  status,
  excerpt: z.string(),
  featuredImage: z.string(),
  /** Beyond the original brief: the body as HTML, for the editor (sanitize it wherever it is shown). */
  content: z.string(),
});
export type BlogEdit = z.infer<typeof blogEdit>;

/** `/blog/list/data/detail` and `/edit`: one post; without `id`, the newest. */
export const blogPostQuery = z.object({ id: z.optional(idParam) });

const dataUrl = new RegExp(`^data:(${blogImageTypes.join('|')});base64,[A-Za-z0-9+/]+={0,2}$`);
/** The base64 of the largest file allowed, with its `data:image/webp;base64,` head. */
const maxDataUrl = Math.ceil(blogLimits.imageBytes / 3) * 4 + 32;

/**
 * A featured image: a picture of the site (`/images/…`) or, for one dropped in the editor, the file
 * itself as a data URL (the demo server keeps no files).
 */
const featuredImage = z.string().check(
  z.maxLength(maxDataUrl, 'must be a picture of 1 MB at most'),
  z.refine(
    (value) => /^\/images\/[\w/.-]+\.(svg|png|jpe?g|gif|webp)$/.test(value) || dataUrl.test(value),
    'must be a site picture (/images/…) or a PNG, JPEG, GIF or WebP data URL',
  ),
);

/** Saving a post (beyond the original brief): the edit form's fields, categories by name. */
export const blogSaveBody = z.object({
  id: idField,
  blogTitle: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(blogLimits.title, `must be at most ${blogLimits.title} characters`),
    ),
  slug: z
    .string()
    .check(
      z.minLength(1, 'is required'),
      z.maxLength(blogLimits.slug, `must be at most ${blogLimits.slug} characters`),
      z.regex(slugPattern, 'must be lowercase letters and digits, words joined by single hyphens'),
    ),
  blogCategories: z
    .array(category)
    .check(z.refine((names) => new Set(names).size === names.length, 'must not repeat a category')),
  status,
  excerpt: z
    .string()
    .check(z.trim(), z.maxLength(blogLimits.excerpt, `must be at most ${blogLimits.excerpt} characters`)),
  featuredImage,
  content: z.string().check(z.maxLength(blogLimits.content, `must be at most ${blogLimits.content} characters`)),
});
export type BlogSaveBody = z.input<typeof blogSaveBody>;

/** A comment on a post (beyond the original brief); its author is the signed-in user. */
export const blogCommentBody = z.object({
  postId: idField,
  commentText: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(blogLimits.comment, `must be at most ${blogLimits.comment} characters`),
    ),
});
export type BlogCommentBody = z.input<typeof blogCommentBody>;

/** The comment as saved, and the post's comment count with it. */
export const blogCommentResponse = z.object({ comment: blogComment, comments: z.number().check(z.int()) });
export type BlogCommentResponse = z.infer<typeof blogCommentResponse>;
