import * as z from 'zod';
import { idField, idParam } from './common';

/** Chat (docs/demo-api.md). */
export const chatStatuses = ['online', 'offline', 'busy', 'away'] as const;

export const chatContact = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: z.enum(chatStatuses),
});
export type ChatContact = z.infer<typeof chatContact>;

export const profileUser = chatContact.extend({
  settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() }),
});
export type ProfileUser = z.infer<typeof profileUser>;

export const chatMessage = z.object({ message: z.string(), time: z.string(), senderId: z.number().int() });
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatThread = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  unseenMsgs: z.number().int(),
  chat: z.array(chatMessage),
});
export type ChatThread = z.infer<typeof chatThread>;

export const chatSummary = chatContact.extend({
  chat: z.object({ id: z.number().int(), unseenMsgs: z.number().int(), lastMessage: chatMessage }),
});
export type ChatSummary = z.infer<typeof chatSummary>;

/** `chatsContacts`: contacts with a thread, most recent first; `contacts`: the others. */
export const chatsAndContactsResponse = z.object({
  chatsContacts: z.array(chatSummary),
  contacts: z.array(chatContact),
  profileUser,
});
export type ChatsAndContactsResponse = z.infer<typeof chatsAndContactsResponse>;

/** `id` is the contact's; `chat` is null until a first message is sent. */
export const getChatQuery = z.object({ id: idParam });
export const getChatResponse = z.object({ chat: chatThread.nullable(), contact: chatContact });
export type GetChatResponse = z.infer<typeof getChatResponse>;

export const sendMessageBody = z.object({
  obj: z.object({
    message: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'A message cannot be empty')
      .max(2000, 'must be at most 2000 characters'),
    contact: z.object({ id: idField }, { error: 'must name the contact, { id }' }),
  }),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;
export const sendMessageResponse = z.object({ newMessageData: chatMessage, chat: chatThread, contact: chatContact });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;
