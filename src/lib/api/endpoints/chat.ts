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
    method: 'post',
    path: chatPaths.profileUser,
    tag: 'Chat',
    summary: 'Save the signed-in user’s status, about and settings',
    description:
      'Beyond the original brief. Every part of the body is optional: what is left out stays as it was. An unknown status, an about over 160 characters or any other key answers 400 naming the field. Answers the whole profile.',
    body: chat.updateProfileUserBody,
    responses: { ...ok(chat.profileUser), ...invalid },
  },
  {
    method: 'get',
    path: chatPaths.chatsAndContacts,
    tag: 'Chat',
    summary: 'Chats (most recent first) and the other contacts',
    description:
      'Beyond the original brief: a contact’s reply counts (last message, one more unseen) only once its time has come.',
    responses: ok(chat.chatsAndContactsResponse),
  },
  {
    method: 'get',
    path: chatPaths.getChat,
    tag: 'Chat',
    summary: 'Open the chat with a contact; marks it seen',
    description:
      'Beyond the original brief: a reply the contact is writing shows once its time has come (about 1.5 s after the message it answers), and `typing` is true until then.',
    query: chat.getChatQuery,
    responses: { ...ok(chat.getChatResponse), ...invalid, ...notFound('Contact') },
  },
  {
    method: 'post',
    path: chatPaths.sendMessage,
    tag: 'Chat',
    summary: 'Send a message; starts a thread when there is none',
    description:
      'Beyond the original brief: the contact starts writing a reply (one at a time), which arrives about 1.5 s later with a short canned line; `typing` is true meanwhile.',
    body: chat.sendMessageBody,
    responses: { ...created(chat.sendMessageResponse), ...invalid, ...notFound('Contact') },
  },
];
