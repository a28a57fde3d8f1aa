import { userPlans, userRoles, userSortColumns, userStatuses } from '@/lib/api/schemas/users';

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

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** Reads the state from the query string; anything unknown or malformed falls back to the default. */
export function readListState(params: URLSearchParams): UsersListState {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    role: oneOf(userRoles, params.get('role')),
    status: oneOf(userStatuses, params.get('status')),
    currentPlan: oneOf(userPlans, params.get('currentPlan')),
    sortColumn: oneOf(userSortColumns, params.get('sortColumn')) ?? 'fullName',
    sort: params.get('sort') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: pageSizes.includes(perPage as (typeof pageSizes)[number]) ? perPage : 10,
  };
}

const defaults: UsersListState = { q: '', sortColumn: 'fullName', sort: 'asc', page: 1, perPage: 10 };

/** The query string for a state: defaults are left out, so the plain list has a plain URL. */
export function writeListState(state: UsersListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'role', 'status', 'currentPlan', 'sortColumn', 'sort', 'page', 'perPage'] as const) {
    const value = state[key];
    if (value !== undefined && value !== '' && value !== defaults[key]) params.set(key, String(value));
  }
  return params;
}
