import type * as z from '@/lib/api/zod';
import type { BlogCategory, BlogStatus } from '@/lib/api/blogRules';
import type {
  BlogComment,
  BlogDetail,
  BlogEdit,
  BlogListItem,
  blogListQuery,
  BlogListResponse,
  blogSaveBody,
  BlogSidebar,
} from '@/lib/api/schemas/blog';
import { demoNow } from '../clock';
import { defineTable } from '../db';
import { matchesQuery, paginate } from './list';
import { authUsers } from './auth';

/** A post as the server keeps it: one row for what the list, the detail and the editor show. */
export type BlogRow = {
  id: number;
  title: string;
  slug: string;
  img: string;
  avatar: string;
  userFullName: string;
  createdTime: string;
  tags: BlogCategory[];
  excerpt: string;
  content: string;
  status: BlogStatus;
  /** The count the post shows: the seed's figure, one more with each comment added. */
  commentCount: number;
  comments: BlogComment[];
};

type Seed = {
  posts: Omit<BlogListItem, 'status'>[];
  details: Omit<BlogDetail['blog'], 'status'>[];
  comments: Record<string, BlogComment[]>;
  sidebar: BlogSidebar;
  edits: (Omit<BlogEdit, 'status' | 'content'> & { status: string })[];
};
const seed = async () => (await import('../data/seed/blog.json')).default as Seed;

/** The seed's three views of each post (list, detail, edit) joined into one row per post. */
export const posts = defineTable<BlogRow>(async () => {
  const data = await seed();
  return data.posts.map((post) => {
    const detail = data.details.find((d) => d.id === post.id)!;
    const edit = data.edits.find((e) => e.id === post.id)!;
    return {
      id: post.id,
      title: post.title,
      slug: edit.slug,
      img: post.img,
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.blogPosted,
      tags: post.tags,
      excerpt: post.excerpt,
      content: detail.content,
      status: edit.status as BlogStatus,
      commentCount: post.comment,
      comments: data.comments[post.id] ?? [],
    };
  });
});

/** Newest first; posts of the same day by id, highest first. */
const newestFirst = (rows: readonly BlogRow[]) =>
  rows.toSorted((a, b) => b.createdTime.localeCompare(a.createdTime) || b.id - a.id);

const listItem = (row: BlogRow): BlogListItem => ({
  id: row.id,
  img: row.img,
  title: row.title,
  avatar: row.avatar,
  userFullName: row.userFullName,
  blogPosted: row.createdTime,
  tags: row.tags,
  excerpt: row.excerpt,
  comment: row.commentCount,
  status: row.status,
});

/** The posts whose title or excerpt holds `q` and that carry `category`, a page of them. */
export async function blogList(query: z.output<typeof blogListQuery>): Promise<BlogListResponse> {
  const matching = newestFirst(await posts.all()).filter(
    (row) => (!query.category || row.tags.includes(query.category)) && matchesQuery(query.q, [row.title, row.excerpt]),
  );
  return { posts: paginate(matching, query.page, query.perPage).map(listItem), total: matching.length };
}

/** The four newest posts and the categories with their icons. */
export async function blogSidebar(): Promise<BlogSidebar> {
  const recent = newestFirst(await posts.all()).slice(0, 4);
  return {
    recentPosts: recent.map(({ id, img, title, createdTime }) => ({ id, img, title, createdTime })),
    categories: (await seed()).sidebar.categories,
  };
}

/** One post; without an id, the newest. */
async function findPost(id?: number): Promise<BlogRow | undefined> {
  return id === undefined ? newestFirst(await posts.all())[0] : posts.find(id);
}

const detailOf = (row: BlogRow): BlogDetail => ({
  blog: {
    id: row.id,
    img: row.img,
    title: row.title,
    avatar: row.avatar,
    userFullName: row.userFullName,
    createdTime: row.createdTime,
    tags: row.tags,
    content: row.content,
    comments: row.commentCount,
    status: row.status,
  },
  comments: row.comments,
});

const editOf = (row: BlogRow): BlogEdit => ({
  id: row.id,
  avatar: row.avatar,
  userFullName: row.userFullName,
  createdTime: row.createdTime,
  blogTitle: row.title,
  blogCategories: row.tags.map((label) => ({ value: label.toLowerCase(), label })),
  slug: row.slug,
  status: row.status,
  excerpt: row.excerpt,
  featuredImage: row.img,
  content: row.content,
});

export const blogDetail = async (id?: number) => {
  const row = await findPost(id);
  return row && detailOf(row);
};

export const blogEdit = async (id?: number) => {
  const row = await findPost(id);
  return row && editOf(row);
};

type Saved = { ok: true; post: BlogEdit } | { ok: false; status: 404 | 409; error: string | Record<string, string> };

/** Saves the edit form's fields; a slug another post has is refused by name. */
export async function saveBlogPost(body: z.output<typeof blogSaveBody>): Promise<Saved> {
  const rows = await posts.all();
  if (!rows.some((row) => row.id === body.id))
    return { ok: false, status: 404, error: `Blog post ${body.id} not found` };
  if (rows.some((row) => row.slug === body.slug && row.id !== body.id))
    return { ok: false, status: 409, error: { slug: 'Another post already has this slug.' } };
  const saved = await posts.update(body.id, {
    title: body.blogTitle,
    slug: body.slug,
    tags: body.blogCategories,
    status: body.status,
    excerpt: body.excerpt,
    img: body.featuredImage,
    content: body.content,
  });
  return { ok: true, post: editOf(saved!) };
}

/** Adds a comment by the signed-in user to the end of a post's comments; undefined for no such post. */
export async function addBlogComment(postId: number, commentText: string, userId: number | undefined) {
  const row = await posts.find(postId);
  if (!row) return undefined;
  const author = userId === undefined ? undefined : await authUsers.find(userId);
  const comment: BlogComment = {
    avatar: author?.avatar ?? '',
    userFullName: author?.fullName ?? 'Guest',
    commentedAt: demoNow().toISOString(),
    commentText,
  };
  await posts.update(postId, { comments: [...row.comments, comment], commentCount: row.commentCount + 1 });
  return { comment, comments: row.commentCount + 1 };
}
