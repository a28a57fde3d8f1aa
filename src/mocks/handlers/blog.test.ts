import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from '@/lib/api/zod';
import { blogCommentResponse, blogDetail, blogEdit, blogListResponse, type BlogSaveBody } from '@/lib/api/schemas/blog';
import { call, get, post, withDemoServer } from '@/test/demoServer';
import { setDemoNow } from '../clock';
import seed from '../data/seed/blog.json';

withDemoServer();
beforeEach(() => setDemoNow('2026-01-15T10:00:00.000Z'));
afterEach(() => setDemoNow());

const ok = async <S extends z.ZodMiniType>(path: string, schema: S, query?: Record<string, string | number>) => {
  const { status, body } = await get(path, query);
  expect(status).toBe(200);
  return schema.parse(body) as z.output<S>;
};
const list = (query?: Record<string, string | number>) =>
  ok('/blog/list/data', z.strictObject(blogListResponse.shape), query);
const issuePaths = (body: unknown) => (body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
const ids = (posts: { id: number }[]) => posts.map((p) => p.id);

/** The seed's newest post as the editor loads it, as a save body. */
const saveBody = async (id = 3): Promise<BlogSaveBody> => {
  const edit = await ok('/blog/list/data/edit', blogEdit, { id });
  return {
    id,
    blogTitle: edit.blogTitle,
    slug: edit.slug,
    blogCategories: edit.blogCategories.map((c) => c.label),
    status: edit.status,
    excerpt: edit.excerpt,
    featuredImage: edit.featuredImage,
    content: edit.content,
  };
};

describe('GET /blog/list/data', () => {
  it('six posts a page, newest first, with the total', async () => {
    const first = await list();
    expect(first.total).toBe(seed.posts.length);
    expect(ids(first.posts)).toEqual(ids(seed.posts.slice(0, 6)));
    expect(first.posts[0]).toMatchObject({ ...seed.posts[0], status: 'Published' });
    const second = await list({ page: 2 });
    expect(ids(second.posts)).toEqual(ids(seed.posts.slice(6)));
    expect((await list({ page: 9 })).posts).toEqual([]);
    expect((await list({ perPage: 100 })).posts).toHaveLength(seed.posts.length);
  });

  it('category keeps the posts with that tag; q searches titles and excerpts in any case', async () => {
    const food = await list({ category: 'Food', perPage: 100 });
    expect(ids(food.posts)).toEqual(ids(seed.posts.filter((p) => p.tags.includes('Food'))));
    expect(food.total).toBe(food.posts.length);
    expect(ids((await list({ q: 'SOURDOUGH' })).posts)).toEqual([7]);
    expect(ids((await list({ q: 'plain words', category: 'Gaming', perPage: 100 })).posts)).toEqual(
      ids(seed.posts.filter((p) => p.tags.includes('Gaming'))),
    );
    expect(await list({ q: 'no such words' })).toEqual({ posts: [], total: 0 });
  });

  it('400 naming the parameter for an unknown category, a bad page or a long search', async () => {
    for (const [query, path] of [
      [{ category: 'Cars' }, 'category'],
      [{ page: 0 }, 'page'],
      [{ perPage: 101 }, 'perPage'],
      [{ q: 'a'.repeat(201) }, 'q'],
    ] as const) {
      const { status, body } = await get('/blog/list/data', query);
      expect(status).toBe(400);
      expect(issuePaths(body)).toEqual([path]);
    }
  });
});

describe('POST /blog/list/data/comment', () => {
  it('201 with the comment by the signed-in user; the post shows it and counts it', async () => {
    const before = await ok('/blog/list/data/detail', blogDetail, { id: 2 });
    const { status, body } = await post('/blog/list/data/comment', { postId: 2, commentText: '  Lovely recipes.  ' });
    expect(status).toBe(201);
    expect(z.strictObject(blogCommentResponse.shape).parse(body)).toEqual({
      comment: {
        avatar: '/images/avatars/1.svg',
        userFullName: 'John Doe',
        commentedAt: '2026-01-15T10:00:00.000Z',
        commentText: 'Lovely recipes.',
      },
      comments: before.blog.comments + 1,
    });
    const after = await ok('/blog/list/data/detail', blogDetail, { id: 2 });
    expect(after.blog.comments).toBe(before.blog.comments + 1);
    expect(after.comments.at(-1)?.commentText).toBe('Lovely recipes.');
    const item = (await list({ perPage: 100 })).posts.find((p) => p.id === 2);
    expect(item?.comment).toBe(before.blog.comments + 1);
  });

  it('400 naming commentText when it is blank or too long, 404 for an unknown post; nothing is added', async () => {
    for (const commentText of ['   ', 'a'.repeat(1001)]) {
      const { status, body } = await post('/blog/list/data/comment', { postId: 2, commentText });
      expect(status).toBe(400);
      expect(issuePaths(body)).toEqual(['commentText']);
    }
    expect(issuePaths((await post('/blog/list/data/comment', { commentText: 'Hi' })).body)).toEqual(['postId']);
    expect(await post('/blog/list/data/comment', { postId: 99, commentText: 'Hi' })).toEqual({
      status: 404,
      body: { error: 'Blog post 99 not found' },
    });
    expect((await ok('/blog/list/data/detail', blogDetail, { id: 2 })).comments).toHaveLength(
      seed.comments['2'].length,
    );
  });
});

describe('POST /blog/list/data/edit', () => {
  it('saves the fields; the list, the post and the editor show them', async () => {
    const body = {
      ...(await saveBody(3)),
      blogTitle: '  Indie Games, Again  ',
      slug: 'indie-games-again',
      blogCategories: ['Gaming', 'Video'],
      status: 'Draft',
      content: '<p>New <strong>body</strong>.</p>',
      featuredImage: 'data:image/png;base64,iVBORw0KGgo=',
    } satisfies BlogSaveBody;
    const { status, body: saved } = await post('/blog/list/data/edit', body);
    expect(status).toBe(200);
    expect(z.strictObject(blogEdit.shape).parse(saved)).toMatchObject({
      id: 3,
      blogTitle: 'Indie Games, Again',
      slug: 'indie-games-again',
      blogCategories: [
        { value: 'gaming', label: 'Gaming' },
        { value: 'video', label: 'Video' },
      ],
      status: 'Draft',
      featuredImage: body.featuredImage,
    });
    const detail = await ok('/blog/list/data/detail', blogDetail, { id: 3 });
    expect(detail.blog).toMatchObject({ title: 'Indie Games, Again', content: body.content, status: 'Draft' });
    const item = (await list({ category: 'Video', perPage: 100 })).posts.find((p) => p.id === 3);
    expect(item).toMatchObject({ title: 'Indie Games, Again', img: body.featuredImage, status: 'Draft' });
    expect((await ok('/blog/list/data/edit', blogEdit, { id: 3 })).slug).toBe('indie-games-again');
  });

  it('400 naming each field that breaks a rule; nothing is saved', async () => {
    const valid = await saveBody(3);
    for (const [patch, field] of [
      [{ blogTitle: '  ' }, 'blogTitle'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: 'double--hyphen' }, 'slug'],
      [{ blogCategories: ['Food', 'Cars'] }, 'blogCategories.1'],
      [{ blogCategories: ['Food', 'Food'] }, 'blogCategories'],
      [{ status: 'Archived' }, 'status'],
      [{ excerpt: 'a'.repeat(301) }, 'excerpt'],
      [{ featuredImage: 'https://tracker.example/pixel.png' }, 'featuredImage'],
      [{ featuredImage: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'featuredImage'],
    ] as const) {
      const { status, body } = await post('/blog/list/data/edit', { ...valid, ...patch });
      expect(status, field).toBe(400);
      expect(issuePaths(body)).toEqual([field]);
    }
    expect(await ok('/blog/list/data/edit', blogEdit, { id: 3 })).toMatchObject({ slug: valid.slug });
  });

  it('409 naming slug when another post has it; 404 for an unknown post', async () => {
    const taken = seed.edits[0]!.slug;
    expect(await post('/blog/list/data/edit', { ...(await saveBody(3)), slug: taken })).toEqual({
      status: 409,
      body: { error: { slug: 'Another post already has this slug.' } },
    });
    // A post keeps its own slug.
    expect((await post('/blog/list/data/edit', await saveBody(1))).status).toBe(200);
    expect(await post('/blog/list/data/edit', { ...(await saveBody(3)), id: 99 })).toEqual({
      status: 404,
      body: { error: 'Blog post 99 not found' },
    });
  });
});

describe('GET detail and edit', () => {
  it('the edit form has the body; without an id both are the newest post', async () => {
    const edit = await ok('/blog/list/data/edit', z.strictObject(blogEdit.shape));
    expect(edit.id).toBe(1);
    expect(edit.content).toBe(seed.details[0]!.content);
    expect((await ok('/blog/list/data/detail', blogDetail)).blog.id).toBe(1);
  });
});

describe('who may call', () => {
  const routes = [
    ['GET', '/blog/list/data', undefined],
    ['GET', '/blog/list/data/detail', undefined],
    ['POST', '/blog/list/data/comment', { postId: 1, commentText: 'Hi' }],
    ['POST', '/blog/list/data/edit', { id: 1 }],
  ] as const;

  it.each(routes)('%s %s: 401 without a token, 403 for the client', async (method, path, body) => {
    expect((await call(method, path, { as: null, body })).status).toBe(401);
    expect((await call(method, path, { as: 'client', body })).status).toBe(403);
  });

  it('a refused write changes nothing', async () => {
    await call('POST', '/blog/list/data/comment', { as: 'client', body: { postId: 1, commentText: 'Hi' } });
    expect((await ok('/blog/list/data/detail', blogDetail, { id: 1 })).comments).toHaveLength(
      seed.comments['1'].length,
    );
  });
});
