import * as z from '../zod';
import { rolesPaths } from '../paths/roles';
import * as roles from '../schemas/roles';
import { ok, created, invalid, notFound, conflict, type Endpoint } from './describe';

export const rolesEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: rolesPaths.list,
    tag: 'Permissions',
    summary: 'The roles, with their permissions and members',
    description:
      "Beyond the original brief. A role's permissions are those whose `assignedTo` names it; `userCount` counts members who still exist.",
    responses: ok(roles.rolesResponse),
  },
  {
    method: 'post',
    path: rolesPaths.add,
    tag: 'Permissions',
    summary: 'Add a role with its permissions',
    description: 'Beyond the original brief. The name is a lowercase slug like the seeded ones (`restricted-user`).',
    body: roles.addRoleBody,
    responses: {
      ...created(z.object({ role: roles.role })),
      ...invalid,
      ...conflict('A role with this name exists; `error.name` says so'),
    },
  },
  {
    method: 'post',
    path: rolesPaths.update,
    tag: 'Permissions',
    summary: 'Rename a role and set its permissions',
    description:
      'Beyond the original brief. The permissions not listed are taken from the role; a new name replaces the old on every permission.',
    body: roles.updateRoleBody,
    responses: {
      ...ok(z.object({ role: roles.role })),
      ...invalid,
      ...notFound('Role'),
      ...conflict('A role with this name exists; `error.name` says so'),
    },
  },
];
