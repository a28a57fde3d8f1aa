import { HttpResponse, type HttpResponseResolver } from 'msw';
import { addEventBody, eventsQuery, removeEventQuery, updateEventBody } from '@/lib/api/schemas/calendar';
import { errorResponse, notFound, parseBody, parseQuery } from '../http';
import { addEvent, events, listEvents, updateEvent } from '../services/calendar';

export const listResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, eventsQuery);
  return query.ok ? HttpResponse.json(await listEvents(query.data.calendars)) : query.response;
};

export const addResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, addEventBody);
  if (!body.ok) return body.response;
  return HttpResponse.json({ event: await addEvent(body.data.event) }, { status: 201 });
};

export const updateResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, updateEventBody);
  if (!body.ok) return body.response;
  const result = await updateEvent(body.data.event);
  return result.ok
    ? HttpResponse.json({ event: result.event })
    : errorResponse(result.status, result.error, result.issues);
};

export const removeResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, removeEventQuery);
  if (!query.ok) return query.response;
  return (await events.remove(query.data.id))
    ? HttpResponse.json({ id: query.data.id })
    : notFound(`Event ${query.data.id}`);
};
