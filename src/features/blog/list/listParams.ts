import { pageFrom, writeWithoutDefaults, type ListCodec } from '@/lib/hooks/useUrlListState';

/**
 * The list's state as the URL holds it (`?q=recipes&category=Food&page=2`). The category is passed
 * on as written: the server knows the categories and refuses one it does not (the list says so).
 */
export type BlogListState = { q: string; category: string; page: number };

const defaults: BlogListState = { q: '', category: '', page: 1 };

export const blogListCodec: ListCodec<BlogListState> = {
  read: (params) => ({
    q: (params.get('q') ?? '').slice(0, 200),
    category: params.get('category') ?? '',
    page: pageFrom(params.get('page')),
  }),
  write: (state) => writeWithoutDefaults(state, defaults),
};

export const isFiltered = (state: BlogListState) => state.q !== '' || state.category !== '';
