import { HttpResponse, type HttpResponseResolver } from 'msw';
import { newUserBody, userIdQuery, usersListQuery } from '@/lib/api/schemas/users';
import { errorResponse, notFound, parseBody, parseQuery } from '../http';
import { addUser, listUsers, users } from '../services/users';

export const allDataResolver: HttpResponseResolver = async () => HttpResponse.json(await users.all());

export const listResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, usersListQuery);
  if (!query.ok) return query.response;
  return HttpResponse.json(await listUsers(query.data));
};

export const userResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, userIdQuery);
  if (!query.ok) return query.response;
  const user = await users.find(query.data.id);
  return user ? HttpResponse.json({ user }) : notFound(`User ${query.data.id}`);
};

export const addResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, newUserBody);
  if (!body.ok) return body.response;
  const result = await addUser(body.data);
  return result.ok ? HttpResponse.json({ user: result.user }, { status: 201 }) : errorResponse(409, result.error);
};

export const deleteResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, userIdQuery);
  if (!query.ok) return query.response;
  return (await users.remove(query.data.id))
    ? HttpResponse.json({ id: query.data.id })
    : notFound(`User ${query.data.id}`);
};
