import * as z from '../zod';
import { permissionsPaths } from '../paths/permissions';
import * as permissions from '../schemas/permissions';
import { ok, created, invalid, notFound, conflict, deleted, type Endpoint } from './describe';

export const permissionsEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: permissionsPaths.list,
    tag: 'Permissions',
    summary: 'A page of permissions',
    description: 'q matches name or created date; assignedTo also requires that role.',
    query: permissions.permissionsQuery,
    responses: { ...ok(permissions.permissionsResponse), ...invalid },
  },
  {
    method: 'post',
    path: permissionsPaths.add,
    tag: 'Permissions',
    summary: 'Add a permission: first in the list, administrator only',
    body: permissions.addPermissionBody,
    responses: {
      ...created(z.object({ permission: permissions.permission })),
      ...invalid,
      ...conflict('The name is taken'),
    },
  },
  {
    method: 'post',
    path: permissionsPaths.update,
    tag: 'Permissions',
    summary: 'Rename a permission',
    body: permissions.updatePermissionBody,
    responses: {
      ...created(z.object({ permission: permissions.permission })),
      ...invalid,
      ...notFound('Permission'),
      ...conflict('The name is taken'),
    },
  },
  {
    method: 'delete',
    path: permissionsPaths.delete,
    tag: 'Permissions',
    summary: 'Delete a permission',
    query: permissions.permissionIdQuery,
    responses: { ...ok(deleted('id')), ...invalid, ...notFound('Permission') },
  },
];
