/**
 * The blog's plain values, shared by the schemas (schemas/blog.ts) and the screens, which read them
 * from here so that drawing the list or a post does not build the zod schemas (docs/demo-api.md, Blog).
 */
export const blogCategories = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** A post's state (beyond the original brief, whose data has only Published). */
export const blogStatuses = ['Published', 'Draft', 'Pending'] as const;
export type BlogStatus = (typeof blogStatuses)[number];

/** Posts a page of the list (the server's default for `perPage`). */
export const BLOG_PAGE_SIZE = 6;

/** Limits of a post's and a comment's fields, checked by the forms and the server. */
export const blogLimits = {
  title: 120,
  slug: 100,
  excerpt: 300,
  content: 100_000,
  comment: 1000,
  /** A featured image file, before it becomes a data URL: 1 MB. */
  imageBytes: 1024 * 1024,
} as const;

/** A slug: lowercase letters and digits in words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The picture types a featured image may be (sent as a data URL; SVG is left out: it can hold script). */
export const blogImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
