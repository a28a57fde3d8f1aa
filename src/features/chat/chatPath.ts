/** The chat screen's address: `/apps/chat` lists the chats, `/apps/chat/3` opens the chat with contact 3. */
export const CHAT_ROUTE = '/apps/chat/:contactId';
export const chatPath = (contactId?: number) => (contactId === undefined ? '/apps/chat' : `/apps/chat/${contactId}`);
