import type {
  ChatContact,
  ChatMessage,
  ChatsAndContactsResponse,
  ChatThread,
  ProfileUser,
  UpdateProfileUserBody,
} from '@/lib/api/schemas/chat';
import { demoNow } from '../clock';
import { defineTable } from '../db';

export const contacts = defineTable<ChatContact>(() =>
  import('../data/seed/chatContacts.json').then((m) => m.default as ChatContact[]),
);
export const threads = defineTable<ChatThread>(() =>
  import('../data/seed/chats.json').then((m) => m.default as ChatThread[]),
);
/** The signed-in user's profile, as a one-row table so a save lasts until the demo resets. */
const profile = defineTable<ProfileUser>(() =>
  import('../data/seed/chatProfile.json').then((m) => [m.default as ProfileUser]),
);
export const profileUser = async () => (await profile.all())[0]!;

/**
 * Beyond the original brief: the reply a contact is writing, one per thread (its id is the thread's),
 * with the time it arrives. It joins the thread once the demo clock reaches that time.
 */
type PendingReply = { id: number; message: ChatMessage };
const pendingReplies = defineTable<PendingReply>(() => []);

/** How long a contact takes to answer. */
export const REPLY_DELAY_MS = 1500;
const cannedReplies = [
  'Got it, thanks!',
  'Sounds good to me.',
  'Let me check and get back to you.',
  'Great, talk soon!',
  'Sure, I will have a look.',
];

/** Replies whose time has come join their thread, one more unseen each. */
async function deliverDueReplies() {
  const now = demoNow().toISOString();
  for (const reply of await pendingReplies.all()) {
    if (reply.message.time > now) continue;
    const thread = await threads.find(reply.id);
    if (thread) {
      await threads.update(thread.id, { chat: [...thread.chat, reply.message], unseenMsgs: thread.unseenMsgs + 1 });
    }
    await pendingReplies.remove(reply.id);
  }
}

const isTyping = async (thread: ChatThread | undefined) =>
  thread != null && (await pendingReplies.find(thread.id)) != null;

const lastTime = (thread: ChatThread) => thread.chat.at(-1)?.time ?? '';

export async function chatsAndContacts(): Promise<ChatsAndContactsResponse> {
  await deliverDueReplies();
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

const threadOf = async (contactId: number) => (await threads.all()).find((t) => t.userId === contactId);

/** Opening a chat marks it seen. */
export async function openChat(contactId: number) {
  const contact = await contacts.find(contactId);
  if (!contact) return undefined;
  await deliverDueReplies();
  const thread = await threadOf(contactId);
  const chat = thread ? ((await threads.update(thread.id, { unseenMsgs: 0 })) ?? null) : null;
  return { chat, contact, typing: await isTyping(thread) };
}

/**
 * Sending to a contact with no thread starts one (id last plus 1). Beyond the original brief: the
 * contact starts writing a short reply, unless one is on its way already.
 */
export async function sendMessage(contactId: number, message: string) {
  const contact = await contacts.find(contactId);
  if (!contact) return undefined;
  await deliverDueReplies();
  const me = await profileUser();
  const now = demoNow();
  const newMessageData = { message, time: now.toISOString(), senderId: me.id };
  const thread =
    (await threadOf(contactId)) ??
    (await threads.insert({ id: await threads.nextId('last'), userId: contactId, unseenMsgs: 0, chat: [] }));
  const chat = (await threads.update(thread.id, { chat: [...thread.chat, newMessageData] }))!;
  if (!(await isTyping(chat))) {
    const reply = cannedReplies[chat.chat.length % cannedReplies.length]!;
    const time = new Date(now.getTime() + REPLY_DELAY_MS).toISOString();
    await pendingReplies.insert({ id: chat.id, message: { message: reply, time, senderId: contactId } });
  }
  return { newMessageData, chat, contact, typing: true };
}

/** Beyond the original brief: saves what the body names of the own profile; answers the whole profile. */
export async function updateProfileUser({ settings, ...rest }: UpdateProfileUserBody): Promise<ProfileUser> {
  const me = await profileUser();
  return (await profile.update(me.id, { ...rest, settings: { ...me.settings, ...settings } }))!;
}
