import type { SearchContact, SearchFile, SearchPage, SearchResponse } from '@/lib/api/schemas/search';

export type SearchResult =
  | { kind: 'page'; key: string; item: SearchPage }
  | { kind: 'file'; key: string; item: SearchFile }
  | { kind: 'contact'; key: string; item: SearchContact };
export type SearchGroup = { title: 'Pages' | 'Files' | 'Contacts'; results: SearchResult[] };

/**
 * The groups' matches for a query: case-insensitive on the title (and a contact's email), at most
 * `searchLimit` (4) each, empty groups dropped. An empty query matches nothing.
 */
export function filterSearch(data: SearchResponse, query: string): SearchGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const [pages, files, contacts] = data.searchArr;
  const has = (...texts: string[]) => texts.some((text) => text.toLowerCase().includes(needle));
  const groups: SearchGroup[] = [
    {
      title: 'Pages',
      results: pages.data
        .filter((p) => has(p.title))
        .slice(0, pages.searchLimit)
        .map((item) => ({ kind: 'page', key: `page-${item.id}`, item })),
    },
    {
      title: 'Files',
      results: files.data
        .filter((f) => has(f.title))
        .slice(0, files.searchLimit)
        .map((item) => ({ kind: 'file', key: `file-${item.title}`, item })),
    },
    {
      title: 'Contacts',
      results: contacts.data
        .filter((c) => has(c.title, c.email))
        .slice(0, contacts.searchLimit)
        .map((item) => ({ kind: 'contact', key: `contact-${item.email}`, item })),
    },
  ];
  return groups.filter((group) => group.results.length > 0);
}
