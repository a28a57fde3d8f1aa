import type { BlogEdit, BlogListResponse } from '@/lib/api/schemas/blog';
import { ABSENT_ID, byId, notFound, type Flow } from './support';

/** The blog: the list and one post read; the post saved as it was, a comment. */
export const blogFlow: Flow = {
  domains: ['blog'],
  async run(t, { stamp }) {
    const posts = await t.check<BlogListResponse>('GET /blog/list/data', {
      valid: { query: { q: '', page: 1, perPage: 3 } },
    });
    await t.check('GET /blog/list/data/sidebar', { valid: {} });
    const post = posts?.posts[0]?.id;
    const one = { 'a post from GET /blog/list/data': post };
    await t.check('GET /blog/list/data/detail', byId(one, post));
    const edit = await t.check<BlogEdit>('GET /blog/list/data/edit', byId(one, post));
    // The post saved as it is: the contract has no way to add a post, so the check changes none.
    const save = edit && {
      id: edit.id,
      blogTitle: edit.blogTitle,
      slug: edit.slug,
      blogCategories: edit.blogCategories.map((c) => c.label),
      status: edit.status,
      excerpt: edit.excerpt,
      featuredImage: edit.featuredImage,
      content: edit.content,
    };
    await t.check('POST /blog/list/data/edit', {
      needs: { 'the post of GET /blog/list/data/edit': save },
      valid: { body: save },
      also: [notFound({ body: { ...save, id: ABSENT_ID } })],
    });
    const comment = await t.check('POST /blog/list/data/comment', {
      needs: one,
      valid: { body: { postId: post, commentText: `API check ${stamp}` } },
      also: [notFound({ body: { postId: ABSENT_ID, commentText: 'Nobody reads this' } })],
    });
    if (comment) t.leftBehind.push(`a comment on post #${post} (the contract has no way to delete one)`);
  },
};
