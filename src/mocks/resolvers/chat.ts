import { HttpResponse, type HttpResponseResolver } from 'msw';
import { getChatQuery, sendMessageBody, updateProfileUserBody } from '@/lib/api/schemas/chat';
import { notFound, parseBody, parseQuery } from '../http';
import { chatsAndContacts, openChat, profileUser, sendMessage, updateProfileUser } from '../services/chat';

export const profileUserResolver: HttpResponseResolver = async () => HttpResponse.json(await profileUser());

/** Beyond the original brief: saving the own status, about and settings. */
export const updateProfileUserResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, updateProfileUserBody);
  if (!body.ok) return body.response;
  return HttpResponse.json(await updateProfileUser(body.data));
};

export const chatsAndContactsResolver: HttpResponseResolver = async () => HttpResponse.json(await chatsAndContacts());

export const getChatResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, getChatQuery);
  if (!query.ok) return query.response;
  const found = await openChat(query.data.id);
  return found ? HttpResponse.json(found) : notFound(`Contact ${query.data.id}`);
};

export const sendMessageResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, sendMessageBody);
  if (!body.ok) return body.response;
  const sent = await sendMessage(body.data.obj.contact.id, body.data.obj.message);
  return sent ? HttpResponse.json(sent, { status: 201 }) : notFound(`Contact ${body.data.obj.contact.id}`);
};
