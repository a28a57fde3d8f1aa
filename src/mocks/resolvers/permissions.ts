import { HttpResponse, type HttpResponseResolver } from 'msw';
import {
  addPermissionBody,
  permissionIdQuery,
  permissionsQuery,
  updatePermissionBody,
} from '@/lib/api/schemas/permissions';
import { errorResponse, notFound, parseBody, parseQuery } from '../http';
import { addPermission, listPermissions, permissions, renamePermission } from '../services/permissions';
import { roleExists } from '../services/roles';

export const listResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, permissionsQuery);
  if (!query.ok) return query.response;
  const { assignedTo } = query.data;
  if (assignedTo && !(await roleExists(assignedTo)))
    return errorResponse(400, `Invalid request. assignedTo: no role is named ${assignedTo}`, [
      { path: 'assignedTo', message: `no role is named ${assignedTo}` },
    ]);
  return HttpResponse.json(await listPermissions(query.data));
};

/** Adding and renaming both answer 201 with the permission, or the service's error. */
const permissionAnswer = (result: Awaited<ReturnType<typeof addPermission>>) =>
  result.ok
    ? HttpResponse.json({ permission: result.permission }, { status: 201 })
    : errorResponse(result.status, result.error);

export const addResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, addPermissionBody);
  if (!body.ok) return body.response;
  return permissionAnswer(await addPermission(body.data.name));
};

/** The API answers a rename with 201 (docs/demo-api.md, Permissions). */
export const updateResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, updatePermissionBody);
  if (!body.ok) return body.response;
  return permissionAnswer(await renamePermission(body.data.id, body.data.name));
};

export const deleteResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, permissionIdQuery);
  if (!query.ok) return query.response;
  return (await permissions.remove(query.data.id))
    ? HttpResponse.json({ id: query.data.id })
    : notFound(`Permission ${query.data.id}`);
};
