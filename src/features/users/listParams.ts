import { userPlans, userRoles, userSortColumns, userStatuses } from '@/lib/api/schemas/users';
import { oneOf, pageFrom, writeWithoutDefaults, type ListCodec } from '@/lib/hooks/useUrlListState';

export const pageSizes = [10, 25, 50, 100] as const;

type UserRole = (typeof userRoles)[number];
type UserStatus = (typeof userStatuses)[number];
type UserPlan = (typeof userPlans)[number];
type SortColumn = (typeof userSortColumns)[number];

/** The users list's state, as the URL holds it (so a filtered view can be shared and survives a reload). */
export type UsersListState = {
  q: string;
  role?: UserRole;
  status?: UserStatus;
  currentPlan?: UserPlan;
  sortColumn: SortColumn;
  sort: 'asc' | 'desc';
  page: number;
  perPage: number;
};

/** Reads the state from the query string; anything unknown or malformed falls back to the default. */
export function readListState(params: URLSearchParams): UsersListState {
  const perPage = Number(params.get('perPage'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    role: oneOf(userRoles, params.get('role')),
    status: oneOf(userStatuses, params.get('status')),
    currentPlan: oneOf(userPlans, params.get('currentPlan')),
    sortColumn: oneOf(userSortColumns, params.get('sortColumn')) ?? 'fullName',
    sort: params.get('sort') === 'desc' ? 'desc' : 'asc',
    page: pageFrom(params.get('page')),
    perPage: pageSizes.includes(perPage as (typeof pageSizes)[number]) ? perPage : 10,
  };
}

const defaults: UsersListState = { q: '', sortColumn: 'fullName', sort: 'asc', page: 1, perPage: 10 };

/** The query string for a state: defaults are left out, so the plain list has a plain URL. */
export const writeListState = (state: UsersListState): URLSearchParams => writeWithoutDefaults(state, defaults);

export const usersListCodec: ListCodec<UsersListState> = { read: readListState, write: writeListState };
