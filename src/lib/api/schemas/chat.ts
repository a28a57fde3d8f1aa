import * as z from '../zod';
import { ABOUT_MAX, chatStatuses } from '../chatRules';
import { idField, idParam } from './common';

/** Chat (docs/demo-api.md). */
export { ABOUT_MAX, chatStatuses };

export const chatContact = z.object({
  id: z.number().check(z.int()),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: z.enum(chatStatuses),
});
export type ChatContact = z.infer<typeof chatContact>;

export const profileUser = z.extend(chatContact, {
  settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() }),
});
export type ProfileUser = z.infer<typeof profileUser>;

export const chatMessage = z.object({ message: z.string(), time: z.string(), senderId: z.number().check(z.int()) });
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatThread = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  unseenMsgs: z.number().check(z.int()),
  chat: z.array(chatMessage),
});
export type ChatThread = z.infer<typeof chatThread>;

export const chatSummary = z.extend(chatContact, {
  chat: z.object({ id: z.number().check(z.int()), unseenMsgs: z.number().check(z.int()), lastMessage: chatMessage }),
});
export type ChatSummary = z.infer<typeof chatSummary>;

/** `chatsContacts`: contacts with a thread, most recent first; `contacts`: the others. */
export const chatsAndContactsResponse = z.object({
  chatsContacts: z.array(chatSummary),
  contacts: z.array(chatContact),
  profileUser,
});
export type ChatsAndContactsResponse = z.infer<typeof chatsAndContactsResponse>;

/** Beyond the original brief: the contact is writing a reply (absent from a backend without replies). */
const typing = z
  .optional(z.boolean())
  .check(z.describe('beyond the original brief: true while the contact writes a reply'));

/** `id` is the contact's; `chat` is null until a first message is sent. */
export const getChatQuery = z.object({ id: idParam });
export const getChatResponse = z.object({ chat: z.nullable(chatThread), contact: chatContact, typing });
export type GetChatResponse = z.infer<typeof getChatResponse>;

export const sendMessageBody = z.object({
  obj: z.object({
    message: z
      .string({ error: 'is required' })
      .check(
        z.trim(),
        z.minLength(1, 'A message cannot be empty'),
        z.maxLength(2000, 'must be at most 2000 characters'),
      ),
    contact: z.object({ id: idField }, { error: 'must name the contact, { id }' }),
  }),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;
export const sendMessageResponse = z.object({
  newMessageData: chatMessage,
  chat: chatThread,
  contact: chatContact,
  typing,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/**
 * Beyond the original brief: saving the own chat profile. Every part is optional; what is left out
 * stays as it was, and anything else in the body is refused.
 */
export const updateProfileUserBody = z.strictObject(
  {
    status: z.optional(z.enum(chatStatuses, { error: `must be one of ${chatStatuses.join(', ')}` })),
    about: z.optional(
      z
        .string({ error: 'must be text' })
        .check(z.trim(), z.maxLength(ABOUT_MAX, `must be at most ${ABOUT_MAX} characters`)),
    ),
    settings: z.optional(
      z.strictObject(
        {
          isTwoStepAuthVerificationEnabled: z.optional(z.boolean({ error: 'must be true or false' })),
          isNotificationsOn: z.optional(z.boolean({ error: 'must be true or false' })),
        },
        { error: 'may hold only isTwoStepAuthVerificationEnabled and isNotificationsOn' },
      ),
    ),
  },
  { error: 'may change only status, about and settings' },
);
export type UpdateProfileUserBody = z.input<typeof updateProfileUserBody>;
