import * as z from '@/lib/api/zod';
import { blogCategories, blogLimits, blogStatuses, slugPattern } from '@/lib/api/blogRules';
import type { BlogEdit, BlogSaveBody } from '@/lib/api/schemas/blog';
import { isEmptyHtml } from '@/ui/editor/Editor';

/** The edit form's rules: the server's (schemas/blog.ts), with messages the form translates. */
export const postForm = z.object({
  blogTitle: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'blog.errors.titleRequired'),
      z.maxLength(blogLimits.title, 'blog.errors.titleTooLong'),
    ),
  slug: z
    .string()
    .check(
      z.minLength(1, 'blog.errors.slugRequired'),
      z.maxLength(blogLimits.slug, 'blog.errors.slugTooLong'),
      z.regex(slugPattern, 'blog.errors.slugFormat'),
    ),
  blogCategories: z.array(z.enum(blogCategories)),
  status: z.enum(blogStatuses),
  excerpt: z.string().check(z.maxLength(blogLimits.excerpt, 'blog.errors.excerptTooLong')),
  /** The picture the post has: a site path or a data URL. */
  featuredImage: z.string(),
  /** A picture dropped here and not yet saved: it replaces `featuredImage` when the post is saved. */
  image: z.custom<File | null>(),
  content: z.string().check(z.maxLength(blogLimits.content, 'blog.errors.contentTooLong')),
});
export type PostValues = z.input<typeof postForm>;

/** The fields the server may refuse by name: its message shows under that field. */
export const postFields = [
  'blogTitle',
  'slug',
  'blogCategories',
  'status',
  'excerpt',
  'featuredImage',
  'content',
] as const;

/**
 * A title as a slug: lowercase ASCII words joined by single hyphens ("A Beginner’s Guide" →
 * "a-beginners-guide"); accents lose their marks, apostrophes vanish, anything else separates words.
 */
export const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, blogLimits.slug)
    .replace(/-+$/, '');

export const valuesOf = (post: BlogEdit): PostValues => ({
  blogTitle: post.blogTitle,
  slug: post.slug,
  blogCategories: post.blogCategories.map((category) => category.label),
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.featuredImage,
  image: null,
  content: post.content,
});

/** A file as a data URL: the demo server keeps no files, so a dropped picture travels in the post. */
export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });

/** What is sent: the title and excerpt trimmed, an empty editor as no body, a dropped picture as data. */
export async function toBody(id: number, { image, ...values }: PostValues): Promise<BlogSaveBody> {
  return {
    id,
    ...values,
    blogTitle: values.blogTitle.trim(),
    excerpt: values.excerpt.trim(),
    featuredImage: image ? await readAsDataUrl(image) : values.featuredImage,
    content: isEmptyHtml(values.content) ? '' : values.content,
  };
}
