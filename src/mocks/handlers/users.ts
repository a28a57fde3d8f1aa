import { http } from 'msw';
import { lazy } from '../lazy';

const users = () => import('../resolvers/users');

/** SPEC 7, Users. */
export const usersHandlers = [
  http.get('*/api/users/list/all-data', lazy(users, 'allDataResolver')),
  http.get('*/api/users/list/data', lazy(users, 'listResolver')),
  http.get('*/api/users/user', lazy(users, 'userResolver')),
  // Not in SPEC: the user view's tabs.
  http.get('*/api/users/user/overview', lazy(users, 'overviewResolver')),
  http.post('*/api/users/user/preferences', lazy(users, 'preferencesResolver')),
  http.post('*/apps/users/add-user', lazy(users, 'addResolver')),
  http.delete('*/apps/users/delete', lazy(users, 'deleteResolver')),
];
