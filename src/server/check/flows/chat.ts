import type { ChatsAndContactsResponse, ProfileUser } from '@/lib/api/schemas/chat';
import { ABSENT_ID, byId, notFound, type Flow } from './support';

/** Chat: the threads and one read; a message sent; the profile saved as it was. */
export const chatFlow: Flow = {
  domains: ['chat'],
  async run(t, { stamp }) {
    const profile = await t.check<ProfileUser>('GET /apps/chat/users/profile-user', { valid: {} });
    const lists = await t.check<ChatsAndContactsResponse>('GET /apps/chat/chats-and-contacts', { valid: {} });
    const contact = lists?.chatsContacts[0]?.id ?? lists?.contacts[0]?.id;
    const one = { 'a contact from GET /apps/chat/chats-and-contacts': contact };
    await t.check('GET /apps/chat/get-chat', byId(one, contact));
    const message = `API check ${stamp}`;
    const sent = await t.check('POST /apps/chat/send-msg', {
      needs: one,
      valid: { body: { obj: { message, contact: { id: contact } } } },
      also: [notFound({ body: { obj: { message, contact: { id: ABSENT_ID } } } })],
    });
    if (sent) t.leftBehind.push(`the chat message "${message}" (the contract has no way to delete one)`);
    // Saved with the values it has: the profile is everyone's, so the check changes nothing of it.
    await t.check('POST /apps/chat/users/profile-user', {
      needs: { 'the profile of GET /apps/chat/users/profile-user': profile },
      valid: { body: { status: profile?.status, about: profile?.about } },
    });
  },
};
