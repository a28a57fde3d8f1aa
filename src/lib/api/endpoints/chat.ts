import { chatPaths } from '../paths/chat';
import * as chat from '../schemas/chat';
import { ok, created, invalid, notFound, type Endpoint } from './describe';

export const chatEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: chatPaths.profileUser,
    tag: 'Chat',
    summary: 'The signed-in user’s chat profile',
    responses: ok(chat.profileUser),
  },
  {
    method: 'get',
    path: chatPaths.chatsAndContacts,
    tag: 'Chat',
    summary: 'Chats (most recent first) and the other contacts',
    responses: ok(chat.chatsAndContactsResponse),
  },
  {
    method: 'get',
    path: chatPaths.getChat,
    tag: 'Chat',
    summary: 'Open the chat with a contact; marks it seen',
    query: chat.getChatQuery,
    responses: { ...ok(chat.getChatResponse), ...invalid, ...notFound('Contact') },
  },
  {
    method: 'post',
    path: chatPaths.sendMessage,
    tag: 'Chat',
    summary: 'Send a message; starts a thread when there is none',
    body: chat.sendMessageBody,
    responses: { ...created(chat.sendMessageResponse), ...invalid, ...notFound('Contact') },
  },
];
