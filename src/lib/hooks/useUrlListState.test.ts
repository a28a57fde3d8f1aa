import { describe, expect, it } from 'vitest';
import { nextListParams, oneOf, pageFrom, writeWithoutDefaults, type ListCodec } from './useUrlListState';

// A list's state as a list defines it: a search, one filter, a sort and the page.
type State = { q: string; kind?: 'a' | 'b'; sort: 'asc' | 'desc'; page: number };
const defaults: State = { q: '', sort: 'asc', page: 1 };
const codec: ListCodec<State> = {
  read: (params) => ({
    q: params.get('q') ?? '',
    kind: oneOf(['a', 'b'] as const, params.get('kind')),
    sort: params.get('sort') === 'desc' ? 'desc' : 'asc',
    page: pageFrom(params.get('page')),
  }),
  write: (state) => writeWithoutDefaults(state, defaults),
};
const read = (query: string) => codec.read(new URLSearchParams(query));

describe('a list’s state in the URL', () => {
  it('reads back what it wrote', () => {
    const state: State = { q: 'ann', kind: 'b', sort: 'desc', page: 3 };
    expect(codec.read(codec.write(state))).toEqual(state);
  });

  it('leaves the defaults out, so the plain list has a plain URL', () => {
    expect(codec.write(read('')).toString()).toBe('');
    expect(codec.write({ q: '', kind: 'a', sort: 'asc', page: 2 }).toString()).toBe('kind=a&page=2');
  });

  it('starts again at page 1 when the search, a filter or the sort changes', () => {
    const onPage3 = read('q=ann&page=3');
    expect(nextListParams(codec.write, onPage3, { kind: 'a' }).toString()).toBe('q=ann&kind=a');
    expect(nextListParams(codec.write, onPage3, { q: 'bo' }).toString()).toBe('q=bo');
    expect(nextListParams(codec.write, onPage3, { sort: 'desc' }).toString()).toBe('q=ann&sort=desc');
  });

  it('keeps the search and filters when only the page changes', () => {
    expect(nextListParams(codec.write, read('q=ann&kind=b'), { page: 4 }).toString()).toBe('q=ann&kind=b&page=4');
  });

  it('clears a filter set back to all', () => {
    expect(nextListParams(codec.write, read('kind=b&page=2'), { kind: undefined }).toString()).toBe('');
  });

  it('falls back for anything unknown or malformed', () => {
    expect(read('kind=c&sort=up&page=-2')).toEqual(defaults);
    expect(pageFrom('2.5')).toBe(1);
    expect(pageFrom(null)).toBe(1);
    expect(pageFrom('7')).toBe(7);
    expect(oneOf(['a', 'b'], 'b')).toBe('b');
    expect(oneOf(['a', 'b'], null)).toBeUndefined();
  });
});
