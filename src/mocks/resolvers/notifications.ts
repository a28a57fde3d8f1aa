import { HttpResponse, type HttpResponseResolver } from 'msw';
import * as z from '@/lib/api/zod';
import { idParam } from '@/lib/api/schemas/common';
import { markNotificationsBody } from '@/lib/api/schemas/notifications';
import { notFound, parseBody, parseQuery } from '../http';
import { dismiss, listNotifications, markRead } from '../services/notifications';

export const listResolver: HttpResponseResolver = async () => HttpResponse.json(await listNotifications());

export const markReadResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, markNotificationsBody);
  if (!body.ok) return body.response;
  return HttpResponse.json(await markRead(body.data));
};

export const dismissResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, z.object({ id: idParam }));
  if (!query.ok) return query.response;
  return (await dismiss(query.data.id))
    ? HttpResponse.json(await listNotifications())
    : notFound(`Notification ${query.data.id}`);
};
