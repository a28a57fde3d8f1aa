import { HttpResponse, type HttpResponseResolver } from 'msw';
import { addRoleBody, updateRoleBody } from '@/lib/api/schemas/roles';
import { errorResponse, parseBody } from '../http';
import { addRole, listRoles, updateRole } from '../services/roles';

export const listResolver: HttpResponseResolver = async () => HttpResponse.json({ roles: await listRoles() });

export const addResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, addRoleBody);
  if (!body.ok) return body.response;
  const result = await addRole(body.data.name, body.data.permissionIds);
  return result.ok
    ? HttpResponse.json({ role: result.role }, { status: 201 })
    : errorResponse(result.status, result.error);
};

export const updateResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, updateRoleBody);
  if (!body.ok) return body.response;
  const result = await updateRole(body.data.id, body.data.name, body.data.permissionIds);
  return result.ok ? HttpResponse.json({ role: result.role }) : errorResponse(result.status, result.error);
};
