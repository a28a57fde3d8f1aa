import { defineScreens, readApp } from '@/lib/screens';

export const chatScreens = defineScreens('chat', [
  {
    // The bare path lists the chats; with a contact's id, their chat is open.
    path: '/apps/chat/:contactId?',
    access: readApp,
    load: () => import('./pages/ChatPage').then((m) => m.ChatPage),
    landing: true,
    examples: ['/apps/chat', '/apps/chat/3', '/apps/chat/999'],
    menu: { group: 'apps', order: 20, labelKey: 'nav.chat', icon: 'MessagesSquare' },
  },
]);
