import { describe, expect, it } from 'vitest';
import type { BookmarksResponse, SearchPage, SearchResponse } from '@/lib/api/schemas/search';
import { get, post, withDemoServer } from '@/test/demoServer';
import { readFileSync } from 'node:fs';

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
  it('start with Email, Chat, Todo and Calendar', async () => {
    const { status, body } = await get<BookmarksResponse>('/api/bookmarks/data');
    expect(status).toBe(200);
    expect(body.bookmarks.map((b) => b.title)).toEqual(['Email', 'Chat', 'Todo', 'Calendar']);
    expect(body.suggestions.length).toBeGreaterThan(40);
  });

  it('update toggles a page in and out, in both bookmarks and search', async () => {
    const pricing = (await get<BookmarksResponse>('/api/bookmarks/data')).body.suggestions.find(
      (p) => p.title === 'Pricing',
    )!;
    const on = await post<{ page: SearchPage }>('/api/bookmarks/update', { id: pricing.id });
    expect(on.status).toBe(200);
    expect(on.body.page.isBookmarked).toBe(true);
    expect((await get<BookmarksResponse>('/api/bookmarks/data')).body.bookmarks.map((b) => b.title)).toContain(
      'Pricing',
    );
    const search = await get<SearchResponse>('/api/main-search/data');
    expect((search.body.searchArr[0].data as SearchPage[]).find((p) => p.id === pricing.id)!.isBookmarked).toBe(true);
    await post('/api/bookmarks/update', { id: pricing.id });
    expect((await get<BookmarksResponse>('/api/bookmarks/data')).body.bookmarks).toHaveLength(4);
  });

  it('404 for an unknown page, 400 without an id', async () => {
    expect((await post('/api/bookmarks/update', { id: 999 })).status).toBe(404);
    expect((await post('/api/bookmarks/update', {})).status).toBe(400);
  });
});
