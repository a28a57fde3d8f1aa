import * as z from '../zod';
import { usersPaths } from '../paths/users';
import * as users from '../schemas/users';
import { ok, created, invalid, notFound, conflict, deleted, type Endpoint } from './describe';

export const usersEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: usersPaths.allData,
    tag: 'Users',
    summary: 'Every managed user',
    responses: ok(z.array(users.managedUser)),
  },
  {
    method: 'get',
    path: usersPaths.list,
    tag: 'Users',
    summary: 'A page of users',
    description: 'Search covers email, full name and billing; role, status and plan filters combine.',
    query: users.usersListQuery,
    responses: { ...ok(users.usersListResponse), ...invalid },
  },
  {
    method: 'get',
    path: usersPaths.user,
    tag: 'Users',
    summary: 'One user',
    query: users.userIdQuery,
    responses: { ...ok(z.object({ user: users.managedUser })), ...invalid, ...notFound('User') },
  },
  {
    method: 'get',
    path: usersPaths.overview,
    tag: 'Users',
    summary: "A user's projects, activity, security and preferences",
    description:
      'Beyond the original brief: what the user view’s tabs show. The same for a user every time (derived from the id); saved preferences apply.',
    query: users.userIdQuery,
    responses: { ...ok(users.userOverview), ...invalid, ...notFound('User') },
  },
  {
    method: 'post',
    path: usersPaths.preferences,
    tag: 'Users',
    summary: "Save a user's notification or connection preferences",
    description: 'Beyond the original brief. Either part may be left out; answers the whole overview.',
    body: users.userPreferencesBody,
    responses: { ...ok(users.userOverview), ...invalid, ...notFound('User') },
  },
  {
    method: 'post',
    path: usersPaths.add,
    tag: 'Users',
    summary: 'Add a user (id: highest id plus 1)',
    body: users.newUserBody,
    responses: {
      ...created(z.object({ user: users.managedUser })),
      ...invalid,
      ...conflict('The email or username is taken; `error` names the field'),
    },
  },
  {
    method: 'delete',
    path: usersPaths.delete,
    tag: 'Users',
    summary: 'Delete a user',
    query: users.userIdQuery,
    responses: { ...ok(deleted('id')), ...invalid, ...notFound('User') },
  },
];
