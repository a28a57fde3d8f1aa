import type { BlogDetail, BlogEdit, BlogListItem, BlogSidebar } from '@/lib/api/schemas/blog';
import { readOnly } from '../data/readOnly';

type Blog = {
  posts: BlogListItem[];
  details: BlogDetail['blog'][];
  comments: Record<string, BlogDetail['comments']>;
  sidebar: BlogSidebar;
  edits: BlogEdit[];
};
const blog = readOnly<Blog>(() => import('../data/seed/blog.json'));

export const blogList = async () => (await blog()).posts;
export const blogSidebar = async () => (await blog()).sidebar;

/** One post and its comments; without an id, the newest post. */
export async function blogDetail(id?: number): Promise<BlogDetail | undefined> {
  const data = await blog();
  const post = id === undefined ? data.details[0] : data.details.find((d) => d.id === id);
  return post && { blog: post, comments: data.comments[post.id] ?? [] };
}

export async function blogEdit(id?: number): Promise<BlogEdit | undefined> {
  const data = await blog();
  return id === undefined ? data.edits[0] : data.edits.find((e) => e.id === id);
}
