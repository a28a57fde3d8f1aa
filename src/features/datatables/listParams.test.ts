import { describe, expect, it } from 'vitest';
import { employeeListCodec } from './listParams';

const { read, write } = employeeListCodec;

describe('basic table state in the URL', () => {
  it('reads a shared view back exactly', () => {
    const state = read(new URLSearchParams('q=designer&sortColumn=salary&sort=desc&page=3&perPage=25'));
    expect(state).toEqual({ q: 'designer', sortColumn: 'salary', sort: 'desc', page: 3, perPage: 25 });
    expect(read(write(state))).toEqual(state);
  });

  it('falls back to the defaults for anything unknown or malformed', () => {
    expect(read(new URLSearchParams('sortColumn=password&sort=up&page=-2&perPage=7'))).toEqual({
      q: '',
      sortColumn: 'id',
      sort: 'asc',
      page: 1,
      perPage: 10,
    });
  });

  it('leaves the defaults out of the URL', () => {
    expect(write(read(new URLSearchParams())).toString()).toBe('');
    expect(write({ ...read(new URLSearchParams()), sortColumn: 'salary', page: 2 }).toString()).toBe(
      'sortColumn=salary&page=2',
    );
  });
});
