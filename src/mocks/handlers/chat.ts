import { http } from 'msw';
import { lazy } from '../lazy';

const chat = () => import('../resolvers/chat');

/** SPEC 7, Chat. */
export const chatHandlers = [
  http.get('*/apps/chat/users/profile-user', lazy(chat, 'profileUserResolver')),
  http.get('*/apps/chat/chats-and-contacts', lazy(chat, 'chatsAndContactsResolver')),
  http.get('*/apps/chat/get-chat', lazy(chat, 'getChatResolver')),
  http.post('*/apps/chat/send-msg', lazy(chat, 'sendMessageResolver')),
];
