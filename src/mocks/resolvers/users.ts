import { HttpResponse, type HttpResponseResolver } from 'msw';
import { newUserBody, userIdQuery, userPreferencesBody, usersListQuery } from '@/lib/api/schemas/users';
import { errorResponse, notFound, parseBody, parseQuery } from '../http';
import { savePreferences, userOverview } from '../services/userOverview';
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

/** Beyond the original brief: the user view's projects, activity, security and preferences. */
export const overviewResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, userIdQuery);
  if (!query.ok) return query.response;
  const user = await users.find(query.data.id);
  return user ? HttpResponse.json(await userOverview(user)) : notFound(`User ${query.data.id}`);
};

/** Beyond the original brief: saves the notification or connection preferences; answers the new overview. */
export const preferencesResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, userPreferencesBody);
  if (!body.ok) return body.response;
  const user = await users.find(body.data.id);
  return user ? HttpResponse.json(await savePreferences(user, body.data)) : notFound(`User ${body.data.id}`);
};
