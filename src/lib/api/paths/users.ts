/**
 * The users list, one user with their overview and preferences, adding and deleting.
 * What each one takes and answers: docs/demo-api.md, Users.
 */
export const usersPaths = {
  allData: '/api/users/list/all-data',
  list: '/api/users/list/data',
  user: '/api/users/user',
  overview: '/api/users/user/overview',
  preferences: '/api/users/user/preferences',
  add: '/apps/users/add-user',
  delete: '/apps/users/delete',
} as const;
