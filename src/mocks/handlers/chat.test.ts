import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ChatContact,
  ChatsAndContactsResponse,
  ChatThread,
  GetChatResponse,
  ProfileUser,
  SendMessageResponse,
} from '@/lib/api/schemas/chat';
import { call, get, post, withDemoServer } from '@/test/demoServer';
import { setDemoNow } from '../clock';
import contactsSeed from '../data/seed/chatContacts.json';
import threadsSeed from '../data/seed/chats.json';

withDemoServer();
beforeEach(() => setDemoNow('2026-01-15T10:00:00.000Z'));
afterEach(() => setDemoNow());

const contacts = contactsSeed as ChatContact[];
const threads = threadsSeed as ChatThread[];
const withThread = threads.map((t) => t.userId);
const lonely = contacts.find((c) => !withThread.includes(c.id))!;

describe('chat', () => {
  it('profile-user: the signed-in user with status and settings', async () => {
    const { status, body } = await get<ProfileUser>('/apps/chat/users/profile-user');
    expect(status).toBe(200);
    expect(body).toMatchObject({ fullName: 'John Doe', status: 'online' });
    expect(body.settings).toHaveProperty('isTwoStepAuthVerificationEnabled');
  });

  it('chats-and-contacts: threads most recent first with their last message; the rest as contacts', async () => {
    const { status, body } = await get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
    expect(status).toBe(200);
    expect(body.chatsContacts).toHaveLength(threads.length);
    const times = body.chatsContacts.map((c) => c.chat.lastMessage.time);
    expect(times).toEqual([...times].sort().reverse());
    const first = body.chatsContacts[0]!;
    const thread = threads.find((t) => t.id === first.chat.id)!;
    expect(first.chat.lastMessage).toEqual(thread.chat.at(-1));
    expect(first.id).toBe(thread.userId);
    expect(body.contacts.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      contacts.filter((c) => !withThread.includes(c.id)).map((c) => c.id),
    );
    expect(body.profileUser.id).toBe(11);
  });

  it('get-chat answers the thread and contact, and marks it seen', async () => {
    const unseen = threads.find((t) => t.unseenMsgs > 0)!;
    const { status, body } = await get<GetChatResponse>('/apps/chat/get-chat', { id: unseen.userId });
    expect(status).toBe(200);
    expect(body.contact.id).toBe(unseen.userId);
    expect(body.chat!.chat).toEqual(unseen.chat);
    expect(body.chat!.unseenMsgs).toBe(0);
    const after = await get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
    expect(after.body.chatsContacts.find((c) => c.id === unseen.userId)!.chat.unseenMsgs).toBe(0);
  });

  it('get-chat for a contact without a thread answers chat null; unknown contact is 404', async () => {
    const { body } = await get<GetChatResponse>('/apps/chat/get-chat', { id: lonely.id });
    expect(body).toEqual({ chat: null, contact: lonely, typing: false });
    expect((await get('/apps/chat/get-chat', { id: 99 })).status).toBe(404);
    expect((await get('/apps/chat/get-chat')).status).toBe(400);
  });

  it('send-msg appends to the thread, and goes to the top of the chat list', async () => {
    const thread = threads.at(-1)!;
    const { status, body } = await post<SendMessageResponse>('/apps/chat/send-msg', {
      obj: { message: '  See you at ten  ', contact: { id: thread.userId } },
    });
    expect(status).toBe(201);
    expect(body.newMessageData).toEqual({ message: 'See you at ten', time: '2026-01-15T10:00:00.000Z', senderId: 11 });
    expect(body.chat.chat).toHaveLength(thread.chat.length + 1);
    const list = await get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
    expect(list.body.chatsContacts[0]!.id).toBe(thread.userId);
  });

  it('send-msg to a contact with no thread starts one (id last + 1)', async () => {
    const { body } = await post<SendMessageResponse>('/apps/chat/send-msg', {
      obj: { message: 'Hello!', contact: { id: lonely.id } },
    });
    expect(body.chat).toMatchObject({ id: threads.at(-1)!.id + 1, userId: lonely.id, unseenMsgs: 0 });
    const list = await get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
    expect(list.body.contacts.map((c) => c.id)).not.toContain(lonely.id);
    expect(list.body.chatsContacts[0]!.id).toBe(lonely.id);
  });

  it('refuses an empty message (400) or an unknown contact (404)', async () => {
    const empty = await post<{ error: string }>('/apps/chat/send-msg', { obj: { message: '   ', contact: { id: 1 } } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toContain('obj.message');
    expect((await post('/apps/chat/send-msg', { obj: { message: 'Hi', contact: { id: 99 } } })).status).toBe(404);
    expect((await post('/apps/chat/send-msg', { message: 'Hi' })).status).toBe(400);
  });

  it('send-msg: the contact writes a reply that arrives 1.5 s later (beyond the original brief)', async () => {
    const thread = threads.find((t) => t.unseenMsgs === 0)!;
    const sent = await post<SendMessageResponse>('/apps/chat/send-msg', {
      obj: { message: 'Lunch?', contact: { id: thread.userId } },
    });
    expect(sent.body.typing).toBe(true);
    await post('/apps/chat/send-msg', { obj: { message: 'At noon', contact: { id: thread.userId } } });

    const before = await get<GetChatResponse>('/apps/chat/get-chat', { id: thread.userId });
    expect(before.body.typing).toBe(true);
    expect(before.body.chat!.chat.at(-1)!.message).toBe('At noon');

    setDemoNow('2026-01-15T10:00:01.600Z');
    const list = await get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
    const summary = list.body.chatsContacts[0]!;
    expect(summary.id).toBe(thread.userId);
    expect(summary.chat.lastMessage).toMatchObject({ time: '2026-01-15T10:00:01.500Z', senderId: thread.userId });
    expect(summary.chat.unseenMsgs).toBe(1);

    const after = await get<GetChatResponse>('/apps/chat/get-chat', { id: thread.userId });
    expect(after.body.typing).toBe(false);
    // One reply for the two messages sent while the contact was writing.
    expect(after.body.chat!.chat).toHaveLength(thread.chat.length + 3);
    expect(after.body.chat!.chat.at(-1)).toEqual(summary.chat.lastMessage);
    expect(after.body.chat!.unseenMsgs).toBe(0);
  });

  it('get-chat of a chat with no reply coming says the contact is not typing', async () => {
    const { body } = await get<GetChatResponse>('/apps/chat/get-chat', { id: threads[0]!.userId });
    expect(body.typing).toBe(false);
  });

  describe('saving the own profile (beyond the original brief)', () => {
    const save = (body: unknown, as: 'admin' | 'client' | null = 'admin') =>
      call<ProfileUser & { error: string; issues: { path: string }[] }>('POST', '/apps/chat/users/profile-user', {
        body,
        as,
      });

    it('saves status, about and one setting; the rest stays, and every answer has it', async () => {
      const { status, body } = await save({
        status: 'busy',
        about: '  In meetings all day  ',
        settings: { isNotificationsOn: true },
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: 'busy',
        about: 'In meetings all day',
        settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: true },
      });
      expect((await get<ProfileUser>('/apps/chat/users/profile-user')).body).toEqual(body);
      const list = await get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
      expect(list.body.profileUser.status).toBe('busy');
    });

    it.each([
      ['an unknown status', { status: 'sleeping' }, 'status'],
      ['an about over 160 characters', { about: 'x'.repeat(161) }, 'about'],
      ['a setting that is not true or false', { settings: { isNotificationsOn: 'yes' } }, 'settings.isNotificationsOn'],
      ['a key it does not take', { fullName: 'Mallory' }, '(body)'],
    ])('answers 400 naming the field for %s, and changes nothing', async (_case, body, field) => {
      const refused = await save(body);
      expect(refused.status).toBe(400);
      expect(refused.body.issues.map((issue) => issue.path)).toContain(field);
      expect((await get<ProfileUser>('/apps/chat/users/profile-user')).body).toMatchObject({
        fullName: 'John Doe',
        status: 'online',
      });
    });

    it('answers 401 without a token and 403 to the client', async () => {
      expect((await save({ status: 'away' }, null)).status).toBe(401);
      expect((await save({ status: 'away' }, 'client')).status).toBe(403);
      expect((await get<ProfileUser>('/apps/chat/users/profile-user')).body.status).toBe('online');
    });
  });
});
