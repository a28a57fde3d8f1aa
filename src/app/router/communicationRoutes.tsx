import type { RouteObject } from 'react-router';
import { loadChatPage, loadEmailPage } from '../landing';
import { access } from './access';
import { lazyPage } from './lazyPage';

const readApp = { action: 'read', subject: 'App' } as const;

/**
 * The communication apps. The mailbox is one route for all its places (`/apps/email`,
 * `/apps/email/:folder/:mailId?`, `/apps/email/label/:label/:mailId?`), so moving between them keeps
 * the page, and the mail being written with it; the page reads the place from the parameters.
 */
export const communicationRoutes: RouteObject[] = [
  {
    path: 'apps/email/:first?/:second?/:third?',
    ...access(readApp),
    lazy: lazyPage('email', loadEmailPage, (m) => m.EmailPage),
  },
  {
    // The bare path lists the chats; with a contact's id, their chat is open.
    path: 'apps/chat/:contactId?',
    ...access(readApp),
    lazy: lazyPage('chat', loadChatPage, (m) => m.ChatPage),
  },
];
