import { chatPaths } from '@/lib/api/paths/chat';
import { defineDomain, get, post } from '../router/domain';

/** The chat app. */
export const chatHandlers = defineDomain(
  'chat',
  () => import('../resolvers/chat'),
  ['App'],
  [
    get(chatPaths.profileUser, 'profileUserResolver'),
    post(chatPaths.profileUser, 'updateProfileUserResolver'),
    get(chatPaths.chatsAndContacts, 'chatsAndContactsResolver'),
    get(chatPaths.getChat, 'getChatResolver'),
    post(chatPaths.sendMessage, 'sendMessageResolver'),
  ],
);
