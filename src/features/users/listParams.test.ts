import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './listParams';

describe('users list state in the URL', () => {
  it('reads a shared filtered view back exactly', () => {
    const state = readListState(
      new URLSearchParams(
        'q=ann&role=editor&status=active&currentPlan=team&sortColumn=email&sort=desc&page=3&perPage=25',
      ),
    );
    expect(state).toEqual({
      q: 'ann',
      role: 'editor',
      status: 'active',
      currentPlan: 'team',
      sortColumn: 'email',
      sort: 'desc',
      page: 3,
      perPage: 25,
    });
    expect(readListState(writeListState(state))).toEqual(state);
  });

  it('falls back to the defaults for anything unknown or malformed', () => {
    expect(readListState(new URLSearchParams('role=owner&sortColumn=password&sort=up&page=-2&perPage=7'))).toEqual({
      q: '',
      role: undefined,
      status: undefined,
      currentPlan: undefined,
      sortColumn: 'fullName',
      sort: 'asc',
      page: 1,
      perPage: 10,
    });
  });

  it('leaves the defaults out of the URL', () => {
    expect(writeListState(readListState(new URLSearchParams())).toString()).toBe('');
    expect(writeListState({ ...readListState(new URLSearchParams()), role: 'admin', page: 2 }).toString()).toBe(
      'role=admin&page=2',
    );
  });
});
