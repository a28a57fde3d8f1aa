import { describe, expect, it } from 'vitest';
import type { BookmarksResponse, SearchPage, SearchResponse } from '@/lib/api/schemas/search';
import { get, post, withDemoServer } from '@/test/demoServer';
import { readFileSync } from 'node:fs';
// What `npm run seed` wrote: the app's pages (a pruned starter keeps those its screens open).
import seed from '../data/seed/search.json';

withDemoServer();

describe('GET /api/main-search/data', () => {
  it('answers three groups, Pages, Files and Contacts, each limited to 4 results', async () => {
    const { status, body } = await get<SearchResponse>('/api/main-search/data');
    expect(status).toBe(200);
    expect(body.searchArr.map((g) => [g.groupTitle, g.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ]);
    expect(body.searchArr.every((g) => g.data.length > 4)).toBe(true);
  });

  it('every page links to a path docs/routes.txt lists', async () => {
    // docs/routes.txt lists every path of the app's screens (from their declarations), one a line.
    const routes = readFileSync(new URL('../../../docs/routes.txt', import.meta.url), 'utf8');
    const paths = new Set(
      routes
        .split('\n')
        .filter((line) => line.startsWith('/'))
        .map((line) => line.split(' ')[0]),
    );
    const { body } = await get<SearchResponse>('/api/main-search/data');
    const links = (body.searchArr[0].data as SearchPage[]).map((p) => p.link);
    expect(links.filter((link) => !paths.has(link))).toEqual([]);
  });
});

describe('bookmarks', () => {
  // The pages the seed bookmarks: Email, Chat, Todo and Calendar, those of them a starter keeps.
  const seeded = seed.pages.filter((page) => page.isBookmarked).map((page) => page.title);

  it('start with Email, Chat, Todo and Calendar (those the app has)', async () => {
    const has = (title: string) => seed.pages.some((page) => page.title === title);
    expect(seeded).toEqual(['Email', 'Chat', 'Todo', 'Calendar'].filter(has));
    const { status, body } = await get<BookmarksResponse>('/api/bookmarks/data');
    expect(status).toBe(200);
    expect(body.bookmarks.map((b) => b.title)).toEqual(seeded);
    // Every page is a suggestion, in the seed's order.
    expect(body.suggestions.map((p) => p.title)).toEqual(seed.pages.map((page) => page.title));
  });

  it('update toggles a page in and out, in both bookmarks and search', async () => {
    // The first page the seed does not bookmark.
    const page = (await get<BookmarksResponse>('/api/bookmarks/data')).body.suggestions.find((p) => !p.isBookmarked)!;
    expect(page).toBeDefined();
    const on = await post<{ page: SearchPage }>('/api/bookmarks/update', { id: page.id });
    expect(on.status).toBe(200);
    expect(on.body.page.isBookmarked).toBe(true);
    expect((await get<BookmarksResponse>('/api/bookmarks/data')).body.bookmarks.map((b) => b.title)).toContain(
      page.title,
    );
    const search = await get<SearchResponse>('/api/main-search/data');
    expect((search.body.searchArr[0].data as SearchPage[]).find((p) => p.id === page.id)!.isBookmarked).toBe(true);
    await post('/api/bookmarks/update', { id: page.id });
    expect((await get<BookmarksResponse>('/api/bookmarks/data')).body.bookmarks.map((b) => b.title)).toEqual(seeded);
  });

  it('404 for an unknown page, 400 without an id', async () => {
    expect((await post('/api/bookmarks/update', { id: 999 })).status).toBe(404);
    expect((await post('/api/bookmarks/update', {})).status).toBe(400);
  });
});
