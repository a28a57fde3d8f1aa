import type { ChatContact, ChatsAndContactsResponse, ChatThread, ProfileUser } from '@/lib/api/schemas/chat';
import { demoNow } from '../clock';
import { defineTable } from '../db';

export const contacts = defineTable<ChatContact>(() =>
  import('../data/seed/chatContacts.json').then((m) => m.default as ChatContact[]),
);
export const threads = defineTable<ChatThread>(() =>
  import('../data/seed/chats.json').then((m) => m.default as ChatThread[]),
);
export const profileUser = () =>
  import('../data/seed/chatProfile.json').then((m) => structuredClone(m.default) as ProfileUser);

const lastTime = (thread: ChatThread) => thread.chat.at(-1)?.time ?? '';

export async function chatsAndContacts(): Promise<ChatsAndContactsResponse> {
  const [people, chats, me] = await Promise.all([contacts.all(), threads.all(), profileUser()]);
  const chatsContacts = chats
    .filter((thread) => thread.chat.length > 0)
    .sort((a, b) => lastTime(b).localeCompare(lastTime(a)))
    .flatMap((thread) => {
      const contact = people.find((c) => c.id === thread.userId);
      return contact
        ? [{ ...contact, chat: { id: thread.id, unseenMsgs: thread.unseenMsgs, lastMessage: thread.chat.at(-1)! } }]
        : [];
    });
  return {
    chatsContacts,
    contacts: people.filter((c) => !chats.some((thread) => thread.userId === c.id)),
    profileUser: me,
  };
}

/** Opening a chat marks it seen. */
export async function openChat(contactId: number) {
  const contact = await contacts.find(contactId);
  if (!contact) return undefined;
  const thread = (await threads.all()).find((t) => t.userId === contactId);
  return { chat: thread ? ((await threads.update(thread.id, { unseenMsgs: 0 })) ?? null) : null, contact };
}

/** Sending to a contact with no thread starts one (id last plus 1). */
export async function sendMessage(contactId: number, message: string) {
  const contact = await contacts.find(contactId);
  if (!contact) return undefined;
  const me = await profileUser();
  const newMessageData = { message, time: demoNow().toISOString(), senderId: me.id };
  const thread =
    (await threads.all()).find((t) => t.userId === contactId) ??
    (await threads.insert({ id: await threads.nextId('last'), userId: contactId, unseenMsgs: 0, chat: [] }));
  const chat = (await threads.update(thread.id, { chat: [...thread.chat, newMessageData] }))!;
  return { newMessageData, chat, contact };
}
