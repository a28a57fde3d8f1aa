import { defineDomain, get, post } from '../router/domain';

/** The chat app. */
export const chatHandlers = defineDomain(
  'chat',
  () => import('../resolvers/chat'),
  ['App'],
  [
    get('/apps/chat/users/profile-user', 'profileUserResolver'),
    get('/apps/chat/chats-and-contacts', 'chatsAndContactsResolver'),
    get('/apps/chat/get-chat', 'getChatResolver'),
    post('/apps/chat/send-msg', 'sendMessageResolver'),
  ],
);
