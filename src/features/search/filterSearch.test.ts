import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@/lib/api/schemas/search';
import seed from '@/mocks/data/seed/search.json';
import { filterSearch } from './filterSearch';

const data = {
  searchArr: [
    { groupTitle: 'Pages', searchLimit: 4, data: seed.pages },
    { groupTitle: 'Files', searchLimit: 4, data: seed.files },
    { groupTitle: 'Contacts', searchLimit: 4, data: seed.contacts },
  ],
} as SearchResponse;

describe('filterSearch', () => {
  it('matches titles in any case, at most 4 a group', () => {
    const groups = filterSearch(data, 'LOGIN');
    expect(groups.map((g) => g.title)).toEqual(['Pages']);
    expect(groups[0]!.results.map((r) => (r.kind === 'page' ? r.item.title : ''))).toEqual([
      'Login Basic',
      'Login Cover',
    ]);
    expect(filterSearch(data, 'e').every((g) => g.results.length <= 4)).toBe(true);
  });

  it('finds contacts by email and drops empty groups', () => {
    const contact = seed.contacts[0]!;
    const groups = filterSearch(data, contact.email);
    expect(groups.map((g) => g.title)).toEqual(['Contacts']);
  });

  it('an empty query, or one that matches nothing, gives no groups', () => {
    expect(filterSearch(data, '   ')).toEqual([]);
    expect(filterSearch(data, 'zzzz-nothing')).toEqual([]);
  });
});
