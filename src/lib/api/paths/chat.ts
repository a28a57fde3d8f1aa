/**
 * Chat: the signed-in user (read, and beyond the original brief saved with a POST to the same path),
 * chats and contacts, one chat, sending a message.
 * What each one takes and answers: docs/demo-api.md, Chat.
 */
export const chatPaths = {
  profileUser: '/apps/chat/users/profile-user',
  chatsAndContacts: '/apps/chat/chats-and-contacts',
  getChat: '/apps/chat/get-chat',
  sendMessage: '/apps/chat/send-msg',
} as const;
